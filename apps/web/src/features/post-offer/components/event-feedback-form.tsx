import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { EVENT_FEEDBACK_LIMITS, type TPreDepartureEvent } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-error.ts';
import { useGiveEventFeedback } from '../api/give-event-feedback.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';

const RATINGS = Array.from(
  { length: EVENT_FEEDBACK_LIMITS.ratingMax - EVENT_FEEDBACK_LIMITS.ratingMin + 1 },
  (_, index) => EVENT_FEEDBACK_LIMITS.ratingMin + index,
);

export type TEventFeedbackFormProps = { event: TPreDepartureEvent; onDone: () => void };

/**
 * Give feedback: a 1–5 rating (a labelled radio group) and an optional comment. The server's limits are
 * shown; the server decides, and its refusal (a field's or the whole form's) shows here.
 */
export function EventFeedbackForm({ event, onDone }: TEventFeedbackFormProps) {
  const [rating, setRating] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const feedback = useGiveEventFeedback(event.id);
  const fieldErrors = fieldErrorsOf(feedback.error);
  const errorOf = (field: string) => fieldErrors.find((error) => error.path === field)?.message;
  const formError = feedback.isError && !fieldErrors.length ? errorMessageOf(feedback.error) : null;

  const submit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    feedback.mutate({ rating: Number(rating ?? 0), comment }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} aria-label={TEXTS.feedbackFor(event.title)} noValidate>
      <Stack gap="sm">
        <Radio.Group
          label={TEXTS.rating}
          description={`${EVENT_FEEDBACK_LIMITS.ratingMin} = poor, ${EVENT_FEEDBACK_LIMITS.ratingMax} = excellent`}
          value={rating}
          onChange={setRating}
          error={errorOf('rating')}
          withAsterisk
        >
          <div className="pre-departure-rating">
            {RATINGS.map((value) => (
              <Radio
                key={value}
                value={String(value)}
                label={String(value)}
                aria-label={TEXTS.ratingValue(value)}
              />
            ))}
          </div>
        </Radio.Group>
        <Textarea
          label={TEXTS.comment}
          description={TEXTS.commentHint(EVENT_FEEDBACK_LIMITS.commentMaxLength)}
          value={comment}
          onChange={(change) => setComment(change.currentTarget.value)}
          maxLength={EVENT_FEEDBACK_LIMITS.commentMaxLength}
          rows={3}
          error={errorOf('comment')}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={feedback.isPending}>
            {TEXTS.sendFeedback}
          </Button>
          <Button variant="default" onClick={onDone}>
            {TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
