import { Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { INTERVIEW_KIND_LABELS, INTERVIEW_OUTCOME_LABELS, type TInterviewView } from '@portal/contract';
import { formatInIndia, formatInZone } from '../post-offer-format.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { Facts } from './facts.tsx';

const OUTCOME_COLORS: Record<TInterviewView['outcome'], string> = {
  SCHEDULED: 'brand',
  PASSED: '#1f7a34',
  FAILED: 'red.9',
  MISSED: 'red.9',
  RESCHEDULED: 'gray.7',
};

/** One interview: when in its own zone and in India time, where, how to prepare, and its outcome. */
function InterviewCard({ interview }: { interview: TInterviewView }) {
  const kind = INTERVIEW_KIND_LABELS[interview.kind];
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={kind}>
      <Stack gap={6}>
        <Title order={4} size="h5">
          {kind}
        </Title>
        <Badge color={OUTCOME_COLORS[interview.outcome]} variant="filled" autoContrast>
          {TEXTS.outcome}: {INTERVIEW_OUTCOME_LABELS[interview.outcome]}
        </Badge>
        <Facts
          facts={[
            { label: TEXTS.interviewLocalTime, value: formatInZone(interview.startsAt, interview.timeZone) },
            { label: TEXTS.interviewIndiaTime, value: formatInIndia(interview.startsAt) },
            { label: TEXTS.interviewWhere, value: interview.place || null },
          ]}
        />
        {interview.meetingLink && (
          <Anchor href={interview.meetingLink} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {TEXTS.joinMeeting} <span className="post-offer-sr">{TEXTS.opensInNewTab}</span>
          </Anchor>
        )}
        {interview.preparationNotes && (
          <div>
            <Text size="sm" c="gray.7">
              {TEXTS.preparation}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {interview.preparationNotes}
            </Text>
          </div>
        )}
        {interview.outcomeNote && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {interview.outcomeNote}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Every interview of the application, newest first as the server sends them. */
export function InterviewDetails({ interviews }: { interviews: readonly TInterviewView[] }) {
  if (!interviews.length) return <Text size="sm">{TEXTS.noInterviews}</Text>;
  return (
    <Stack gap="sm">
      {interviews.map((interview) => (
        <InterviewCard key={interview.id} interview={interview} />
      ))}
    </Stack>
  );
}
