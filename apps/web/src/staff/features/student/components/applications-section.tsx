import { Stack, Text, Title } from '@mantine/core';
import type { TStaffStudentDetail } from '@portal/contract';
import { useId } from 'react';
import { APPLICATION_SECTION_TEXTS as TEXTS } from '../application-texts.ts';
import { ApplicationCard } from './application-card.tsx';
import { WithdrawalLimits } from './withdrawal-limits.tsx';
import './shortlist-payment-application.css';

/**
 * The student page's Applications (#applications): the courses at the opt-out limit (an admin may allow
 * one more application), then one card per application in the detail's order, where staff move the
 * status, post the offer letters, set the conditional documents and see what the student uploaded.
 */
export function ApplicationsSection({ detail }: { detail: TStaffStudentDetail }) {
  const titleId = useId();
  return (
    <section id="applications" aria-labelledby={titleId} className="staff-section" tabIndex={-1}>
      <Title order={2} size="h3" id={titleId}>
        {TEXTS.title}
      </Title>
      {detail.applications.length === 0 ? (
        <Text c="dimmed" mt="sm">
          {TEXTS.none}
        </Text>
      ) : (
        <Stack gap="md" mt="sm">
          {detail.withdrawalLimits.length > 0 && (
            <WithdrawalLimits studentId={detail.account.id} limits={detail.withdrawalLimits} />
          )}
          {detail.applications.map((application) => (
            <ApplicationCard key={application.id} studentId={detail.account.id} application={application} />
          ))}
        </Stack>
      )}
    </section>
  );
}
