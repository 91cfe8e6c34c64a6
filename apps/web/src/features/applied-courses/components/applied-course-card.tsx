import { Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { isWithdrawableStatus, type TApplicationListItem, type TApplicationStatus } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApplicationSteps } from '../../../components/ui/application-steps.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { journeyPathOf } from '../../../lib/journey-link.ts';
import { postOfferPathOf } from '../../../lib/post-offer-link.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';
import { APPLIED_COURSES_TEXTS as TEXTS } from '../applied-courses-texts.ts';

/**
 * One application (§2 Applied courses): university, course, status line, the four-step bar, Conditional
 * Offer and Opt Out (after a confirmation). Conditional Offer opens the journey at step 0 (§2) until an offer
 * has come, and says so under it; once one has, it is the card's call to action and opens that offer's step. A withdrawn one keeps its card with
 * its status only (no bar, no actions); a rejected one cannot be opted out of.
 */
export function AppliedCourseCard({ application }: { application: TApplicationListItem }) {
  const { course, university } = application;
  const titleId = useId();
  // After Opt Out its button is gone: the focus goes to the card's name, not to the page's start.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const withdraw = useWithdrawApplication(course.name);
  const isWithdrawn = application.status === 'WITHDRAWN';
  const canOptOut = isWithdrawableStatus(application.status);
  const journey = journeyTargetOf(application.status);
  const journeyHintId = useId();

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      className="applied-card"
      data-status={application.status}
    >
      <Group gap="sm" wrap="nowrap">
        <img src={university.iconUrl} alt="" width={40} height={40} className="applied-card__logo" />
        <Text size="sm" fw={600} lineClamp={2}>
          {university.name}
        </Text>
      </Group>
      <Title id={titleId} ref={titleRef} tabIndex={-1} order={2} size="h4" mt="sm" lineClamp={2}>
        {course.name}
      </Title>
      <Text size="sm" c="gray.7" mt={2} lineClamp={1}>
        {course.campus}, {course.country}
      </Text>

      <div className="applied-card__status">
        <Text size="sm" fw={700} className="applied-card__status-line">
          <VisuallyHidden>{TEXTS.status}: </VisuallyHidden>
          {application.statusLabel}
        </Text>
        {/* A withdrawn one's step (§9 puts it at 2) is no progress: its status line says all. */}
        {!isWithdrawn && (
          <ApplicationSteps step={application.step} label={TEXTS.progress(course.name)} hasNames />
        )}
      </div>

      {!isWithdrawn && (
        <div className="applied-card__actions">
          <div className="applied-card__journey">
            <Button
              component={Link}
              to={journeyPathOf(application.id, journey.step)}
              variant={journey.hasOffer ? 'filled' : 'light'}
              aria-describedby={journeyHintId}
              fullWidth
            >
              {TEXTS.conditionalOffer}
            </Button>
            <Text id={journeyHintId} size="xs" c="gray.7" mt={4}>
              {journey.hint}
            </Text>
          </div>
          {application.status === 'UNCONDITIONAL_OFFER_RECEIVED' && (
            <Button component={Link} to={postOfferPathOf(application.id)} variant="outline">
              {TEXTS.whatHappensNext}
            </Button>
          )}
          {canOptOut && (
            <Button
              variant="outline"
              color="red.9"
              loading={withdraw.isPending}
              onClick={() => setIsConfirming(true)}
            >
              {TEXTS.optOut}
            </Button>
          )}
        </div>
      )}

      <ConfirmDialog
        isOpen={isConfirming}
        title={TEXTS.optOutConfirm.title(course.name)}
        message={TEXTS.optOutConfirm.message}
        confirmLabel={TEXTS.optOutConfirm.confirm}
        cancelLabel={TEXTS.optOutConfirm.cancel}
        onConfirm={() => {
          setIsConfirming(false);
          withdraw.mutate(application.id, { onSuccess: () => titleRef.current?.focus() });
        }}
        onCancel={() => setIsConfirming(false)}
      />
    </Paper>
  );
}

/** Where Conditional Offer leads: the received offer's step, or (no offer yet) step 0, Essential Docs. */
function journeyTargetOf(status: TApplicationStatus): { step: number; hasOffer: boolean; hint: string } {
  if (status === 'UNCONDITIONAL_OFFER_RECEIVED')
    return { step: 3, hasOffer: true, hint: TEXTS.journeyHint.unconditional };
  if (status === 'CONDITIONAL_OFFER_RECEIVED')
    return { step: 2, hasOffer: true, hint: TEXTS.journeyHint.conditional };
  return { step: 0, hasOffer: false, hint: TEXTS.journeyHint.noOffer };
}
