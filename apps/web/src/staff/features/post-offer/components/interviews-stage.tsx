import { Badge, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import {
  INTERVIEW_KIND_LABELS,
  INTERVIEW_KINDS,
  INTERVIEW_OUTCOME_LABELS,
  type TInterviewKind,
  type TPostOfferJourney,
  ZInterviewCreateBody,
} from '@portal/contract';
import { useState } from 'react';
import { useScheduleInterview } from '../api/interview-create.ts';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { useStageForm } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { timeZonesOf } from '../time-zones.ts';
import { InterviewOutcomeForm } from './interview-outcome-form.tsx';
import { MeetingFields, type TMeeting } from './meeting-fields.tsx';
import { StageForm } from './stage-form.tsx';

type TProps = { target: TPostOfferTarget; journey: TPostOfferJourney };

const whenOf = (startsAtLocal: string, timeZone: string) => `${startsAtLocal.replace('T', ' ')} ${timeZone}`;

/** Interviews: each one with its time, place and outcome (an outcome form while it is scheduled), then Schedule. */
export function InterviewsStage({ target, journey }: TProps) {
  const zones = timeZonesOf(journey.country);
  return (
    <Stack gap="md">
      {journey.interviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          {TEXTS.noInterviews}
        </Text>
      ) : (
        <ul className="post-offer__list">
          {journey.interviews.map((interview) => {
            const name = TEXTS.interviewName(
              INTERVIEW_KIND_LABELS[interview.kind],
              whenOf(interview.startsAtLocal, interview.timeZone),
            );
            return (
              <li key={interview.id}>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {name}{' '}
                    <Badge variant="outline" color="gray.8" size="sm">
                      {INTERVIEW_OUTCOME_LABELS[interview.outcome]}
                    </Badge>
                  </Text>
                  {(interview.meetingLink || interview.place) && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {interview.meetingLink || interview.place}
                    </Text>
                  )}
                  {interview.preparationNotes && (
                    <Text size="sm" c="dimmed">
                      {interview.preparationNotes}
                    </Text>
                  )}
                  {interview.outcomeNote && <Text size="sm">{interview.outcomeNote}</Text>}
                  {interview.outcome === 'SCHEDULED' && (
                    <InterviewOutcomeForm target={target} interview={interview} name={name} zones={zones} />
                  )}
                </Stack>
              </li>
            );
          })}
        </ul>
      )}
      <ScheduleForm target={target} zones={zones} />
    </Stack>
  );
}

function ScheduleForm({ target, zones }: { target: TPostOfferTarget; zones: string[] }) {
  const empty = (): TMeeting => ({ startsAtLocal: '', timeZone: zones[0] ?? '', meetingLink: '', place: '' });
  const [kind, setKind] = useState<TInterviewKind>('PRE_CAS');
  const [meeting, setMeeting] = useState(empty);
  const [preparationNotes, setNotes] = useState('');
  const schedule = useScheduleInterview(target);
  const form = useStageForm(ZInterviewCreateBody, schedule, (body) => body, {
    onDone: () => {
      setMeeting(empty());
      setNotes('');
    },
  });
  return (
    <StageForm
      form={form}
      input={{ kind, ...meeting, preparationNotes }}
      title={TEXTS.scheduleTitle}
      action={TEXTS.schedule}
    >
      <NativeSelect
        label={TEXTS.kind}
        data={INTERVIEW_KINDS.map((value) => ({ value, label: INTERVIEW_KIND_LABELS[value] }))}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as TInterviewKind)}
        error={form.errors.kind}
        w={260}
      />
      <MeetingFields value={meeting} onChange={setMeeting} zones={zones} errors={form.errors} />
      <Textarea
        label={TEXTS.preparationNotes}
        rows={2}
        value={preparationNotes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        error={form.errors.preparationNotes}
      />
    </StageForm>
  );
}
