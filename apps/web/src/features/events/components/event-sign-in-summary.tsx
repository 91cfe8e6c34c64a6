import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TEvent } from '@portal/contract';
import { useId } from 'react';
import { formatEventDate, formatEventTimeRange } from '../event-format.ts';
import { EVENT_SUMMARY_HEADING } from '../event-summary-heading.ts';
import './event-sign-in-summary.css';

export type TEventSignInSummaryProps = { event: TEvent };

/**
 * Above the sign-in form of an event link (`/?eventCode=KOP`): which event the sign-in
 * registers for — its name, date and time, and place — so the link does not look like a plain sign-in.
 * Loaded on its own (app/routes/login.tsx): the sign-in screen's first load does not carry it.
 */
export function EventSignInSummary({ event }: TEventSignInSummaryProps) {
  const titleId = useId();
  const [venue, ...rest] = event.address.split('\n').map((line) => line.trim());
  const place = [venue, rest.at(-1)].filter(Boolean).join(', ') || event.city;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'lg' }}
      className="event-sign-in"
    >
      <Stack gap={6}>
        <Text size="sm" fw={600} className="event-sign-in__kicker">
          You are signing in to register for
        </Text>
        <Title order={2} id={titleId} className="event-sign-in__title">
          {EVENT_SUMMARY_HEADING(event.city)}
        </Title>
        <Text size="sm">
          <Text span fw={600}>
            When:{' '}
          </Text>
          {formatEventDate(event.date)}, {formatEventTimeRange(event.startTime, event.endTime)}
        </Text>
        <Text size="sm" className="event-sign-in__place">
          <Text span fw={600}>
            Where:{' '}
          </Text>
          {place}
        </Text>
      </Stack>
    </Paper>
  );
}

export default EventSignInSummary;
