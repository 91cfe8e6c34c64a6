import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { type TInterviewView, ZInterviewOutcomeBody } from '@portal/contract';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { useId, useState } from 'react';
import { useRecordInterviewOutcome } from '../api/interview-outcome.ts';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { useStageForm } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { MeetingFields, type TMeeting } from './meeting-fields.tsx';
import { ServerRefusal } from './server-refusal.tsx';

type TChoice = keyof typeof TEXTS.outcomeChoices;
const CHOICES = Object.keys(TEXTS.outcomeChoices) as TChoice[];

/**
 * Passed, not passed (note required), missed (note required) or rescheduled (the new time): the contract's
 * rule says why before anything is sent.
 */
export function InterviewOutcomeForm({
  target,
  interview,
  name,
  zones,
}: {
  target: TPostOfferTarget;
  interview: TInterviewView;
  name: string;
  zones: string[];
}) {
  const titleId = useId();
  const [outcome, setOutcome] = useState<TChoice>('PASSED');
  const [note, setNote] = useState('');
  const [meeting, setMeeting] = useState<TMeeting>({
    startsAtLocal: '',
    timeZone: interview.timeZone,
    meetingLink: interview.meetingLink,
    place: interview.place,
  });
  const save = useRecordInterviewOutcome(target);
  const form = useStageForm(ZInterviewOutcomeBody, save, (body) => ({ interviewId: interview.id, body }));
  const needsNote = outcome === 'FAILED' || outcome === 'MISSED';
  const input = outcome === 'RESCHEDULED' ? { outcome, note, ...meeting } : { outcome, note };
  return (
    <form aria-label={`${TEXTS.outcomeTitle}: ${name}`} noValidate onSubmit={form.submit(input)}>
      <Stack gap="xs" pl="sm">
        <Radio.Group
          id={titleId}
          label={TEXTS.outcome}
          value={outcome}
          onChange={(value) => setOutcome(value as TChoice)}
          error={form.errors.outcome}
        >
          <Group gap="md" mt={4}>
            {CHOICES.map((choice) => (
              <Radio key={choice} value={choice} label={TEXTS.outcomeChoices[choice]} />
            ))}
          </Group>
        </Radio.Group>
        {outcome === 'RESCHEDULED' && (
          <MeetingFields
            value={meeting}
            onChange={setMeeting}
            zones={zones}
            errors={form.errors}
            startsAtLabel={TEXTS.newStartsAt}
          />
        )}
        <Textarea
          label={needsNote ? TEXTS.outcomeNoteRequired : TEXTS.note}
          required={needsNote}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={form.errors.note}
        />
        <ServerRefusal error={save.error} />
        <Button type="submit" loading={form.isBusy} variant="default" style={{ alignSelf: 'flex-start' }}>
          {TEXTS.saveOutcome}
        </Button>
      </Stack>
    </form>
  );
}
