import { Alert, Button, Group } from '@mantine/core';
import { COUNSELLING_MESSAGES, type TCounsellingTopicId, ZCounsellingTopicId } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { useCounsellingBooking } from '../api/get-counselling-booking.ts';
import { useCounsellingSlots } from '../api/get-counselling-slots.ts';
import { bookingRefusalOf } from '../booking-refusal.ts';
import { flowPath, flowSearchParams, type TFlowParams } from '../counselling-params.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';
import { useConfirmBooking } from '../hooks/use-confirm-booking.ts';
import { alternativeTimes } from '../slot-choices.ts';
import { CounsellingStep } from './counselling-step.tsx';
import { SessionReview } from './session-review.tsx';
import { TopicChoices } from './topic-choices.tsx';

const TEXTS = COUNSELLING_TEXTS.topic;

export type TTopicStepPageProps = { flow: TFlowParams & { date: string; time: string } };

/** /select-topic?date=&time=, step 3 of 3: the topics, a review and the confirmation (book or move). */
export function TopicStepPage({ flow }: TTopicStepPageProps) {
  const { date, time, isReschedule } = flow;
  const [, setParams] = useSearchParams();
  const [topics, setTopics] = useState<TCounsellingTopicId[]>([]); // §3: none chosen at first
  const [topicsError, setTopicsError] = useState<string>();
  const { confirm, isSending, error } = useConfirmBooking(isReschedule);
  const refusal = error ? bookingRefusalOf(error, TEXTS.failed) : null;
  // After "that time is gone", the day's slots are read again to offer the next free ones.
  const slots = useCounsellingSlots(date, { enabled: Boolean(refusal?.offersOtherTimes) });
  const alternatives = refusal?.offersOtherTimes && slots.data ? alternativeTimes(slots.data, time) : [];

  // Moving a session keeps what the student wanted to discuss (they may change it).
  const booking = useCounsellingBooking();
  const bookedTopics = isReschedule && booking.data?.status === 'BOOKED' ? booking.data.topics : null;
  useEffect(() => {
    if (!bookedTopics) return;
    setTopics((chosen) =>
      chosen.length > 0
        ? chosen
        : (bookedTopics.filter((id) => ZCounsellingTopicId.safeParse(id).success) as TCounsellingTopicId[]),
    );
  }, [bookedTopics]);

  const submit = (slotTime: string) => {
    if (topics.length === 0) {
      setTopicsError(COUNSELLING_MESSAGES.topicsRequired);
      return;
    }
    confirm({ date, time: slotTime, topics });
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
