import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { useStudentPayments } from '../api/get-student-payments.ts';
import { FEES_TEXTS } from '../fees-texts.ts';
import { FeeStatusCard } from './fee-status-card.tsx';
import { FeesEmpty } from './fees-empty.tsx';
import { FeesSkeleton } from './fees-skeleton.tsx';
import { PaymentRow } from './payment-row.tsx';
import './fees.css';

const Heading = () => (
  <div>
    <Title order={1} size="h2">
      {FEES_TEXTS.title}
    </Title>
    <Text c="gray.7" mt={4}>
      {FEES_TEXTS.subtitle}
    </Text>
  </div>
);

/**
 * /fees-and-finance (the Fees & Finance card's See Detail): the consultancy fee's standing and every
 * payment the student made, newest first, each with its receipt as a PDF. Read on every visit and when
 * the window regains focus, so a payment recorded meanwhile shows without a reload.
 */
export function FeesPage() {
  const payments = useStudentPayments();
  const listHeadingId = useId();

  if (payments.isPending) {
    return (
      <div className="fees-page">
        <FeesSkeleton />
      </div>
    );
  }

  if (payments.isError) {
    return (
      <Stack gap="md" className="fees-page">
        <Heading />
        <LoadFailedAlert
          title={FEES_TEXTS.loadFailed}
          retryLabel={FEES_TEXTS.retry}
          onRetry={() => void payments.refetch()}
        />
      </Stack>
    );
  }

  const { items, fee } = payments.data;
  return (
    <Stack gap="md" className="fees-page">
      <Heading />
      <FeeStatusCard fee={fee} />
      <Stack gap={12} component="section" aria-labelledby={listHeadingId}>
        <Title order={2} size="h4" id={listHeadingId}>
          {FEES_TEXTS.paymentsHeading}
        </Title>
        {items.length === 0 ? (
          <FeesEmpty />
        ) : (
          <ul className="fees-list">
            {items.map((item) => (
              <PaymentRow key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </Stack>
    </Stack>
  );
}
