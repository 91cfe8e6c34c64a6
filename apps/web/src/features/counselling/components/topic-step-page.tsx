import { Alert, Anchor, Button, Group } from '@mantine/core';
import { COUNSELLING_MESSAGES, type TCounsellingTopicId, ZCounsellingTopicId } from '@portal/contract';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { useFlowBooking } from '../api/get-counselling-booking.ts';
import { useCounsellingSlots } from '../api/get-counselling-slots.ts';
import { bookingRefusalOf } from '../booking-refusal.ts';
import { flowPath, flowSearchParams, type TFlowParams } from '../counselling-params.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';
import { useConfirmBooking } from '../hooks/use-confirm-booking.ts';
import { alternativeTimes, withOwnSlotTaken } from '../slot-choices.ts';
import { CounsellingStep } from './counselling-step.tsx';
import { SessionReview } from './session-review.tsx';
import { TopicChoices } from './topic-choices.tsx';

const TEXTS = COUNSELLING_TEXTS.topic;

export type TTopicStepPageProps = { flow: TFlowParams & { date: string; time: string } };

/**
 * /select-topic?date=&time=, step 3 of 3: the topics, a review and the confirmation (book or move). A student
 * whose session is BOOKED and who is not moving it goes to that session (a second booking would be refused);
 * a reschedule address with nothing booked books anew. The booking is read for that (from the cache step 1
 * filled, so a normal booking asks nothing more).
 */
export function TopicStepPage({ flow }: TTopicStepPageProps) {
  const { date, time } = flow;
  const [, setParams] = useSearchParams();
  const [topics, setTopics] = useState<TCounsellingTopicId[]>([]); // §3: none chosen at first
  const [topicsError, setTopicsError] = useState<string>();
  const { confirm, isSending, isDone, error } = useConfirmBooking();
  const booking = useFlowBooking();
  const current = booking.data?.status === 'BOOKED' ? booking.data : null;
  // Unknown yet (or unreadable): the address decides, and the server refuses a move of nothing.
  const isReschedule = flow.isReschedule && (booking.data === undefined || current !== null);
  const refusal = error ? bookingRefusalOf(error, TEXTS.failed) : null;
  // After "that time is gone", the day's slots are read again to offer the next free ones.
  const slots = useCounsellingSlots(date, { enabled: Boolean(refusal?.offersOtherTimes) });
  const ownSlot = isReschedule ? current : null;
  const alternatives =
    refusal?.offersOtherTimes && slots.data
      ? alternativeTimes(withOwnSlotTaken(slots.data, date, ownSlot), time)
      : [];

  // Moving a session keeps what the student wanted to discuss (they may change it).
  const bookedTopics = ownSlot?.topics ?? null;
  useEffect(() => {
    if (!bookedTopics) return;
    setTopics((chosen) =>
      chosen.length > 0
        ? chosen
        : (bookedTopics.filter((id) => ZCounsellingTopicId.safeParse(id).success) as TCounsellingTopicId[]),
    );
  }, [bookedTopics]);

  if (!flow.isReschedule && current && !isDone) return <Navigate to={PATHS.selectTopic} replace />;

  const submit = (slotTime: string) => {
    if (topics.length === 0) {
      setTopicsError(COUNSELLING_MESSAGES.topicsRequired);
      return;
    }
    confirm({ date, time: slotTime, topics }, isReschedule);
  };
  const bookInstead = (slotTime: string) => {
    setParams(flowSearchParams({ ...flow, time: slotTime }), { replace: true });
    submit(slotTime);
  };

  return (
    <CounsellingStep step={3} title={TEXTS.title} backTo={flowPath(PATHS.sessionTime, flow)}>
      <TopicChoices
        value={topics}
        error={topicsError}
        onChange={(chosen) => {
          setTopics(chosen);
          if (chosen.length > 0) setTopicsError(undefined);
        }}
      />
      <SessionReview date={date} time={time} />

      {refusal && (
        <Alert color="red" variant="light" role="alert" title={refusal.message}>
          {alternatives.length > 0 && (
            <Group gap="sm" mt="xs">
              {alternatives.map((alternative) => (
                <Button
                  key={alternative}
                  variant="outline"
                  color="red.9"
                  disabled={isSending}
                  onClick={() => bookInstead(alternative)}
                >
                  {TEXTS.bookInstead(alternative)}
                </Button>
              ))}
            </Group>
          )}
          <RefusalWayOn message={refusal.message} />
        </Alert>
      )}

      <Group className="counselling-actions">
        <Button
          size="lg"
          className="counselling-primary"
          disabled={isSending}
          loading={isSending}
          onClick={() => submit(time)}
        >
          {isReschedule ? TEXTS.confirmNewTime : TEXTS.confirm}
        </Button>
      </Group>
    </CounsellingStep>
  );
}

/** Refusals no other time fixes, and where each leads: to the session there is, or to a new booking. */
const WAYS_ON: Readonly<Record<string, { path: string; label: string }>> = {
  [COUNSELLING_MESSAGES.alreadyBooked]: { path: PATHS.selectTopic, label: TEXTS.seeSession },
  [COUNSELLING_MESSAGES.nothingToReschedule]: { path: PATHS.bookCounselling, label: TEXTS.bookNew },
};

function RefusalWayOn({ message }: { message: string }) {
  const wayOn = WAYS_ON[message];
  if (!wayOn) return null;
  return (
    <Anchor component={Link} to={wayOn.path} fw={600} c="red.9" mt="xs" display="inline-block">
      {wayOn.label}
    </Anchor>
  );
}
