import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatClockTime, type TPreDepartureEvent } from '@portal/contract';
import { useId, useState } from 'react';
import { useRegisterForEvent } from '../api/register-for-event.ts';
import { formatDay } from '../post-offer-format.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { EventFeedbackForm } from './event-feedback-form.tsx';

/** One pre-departure event: when and where, Register (while open), Give feedback (once it has begun). */
export function PreDepartureEventCard({ event }: { event: TPreDepartureEvent }) {
  const titleId = useId();
  const register = useRegisterForEvent(event.id);
  const [isGivingFeedback, setIsGivingFeedback] = useState(false);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      className="pre-departure-event"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Title order={3} size="h4" id={titleId} style={{ flex: '1 1 15ch' }}>
            {event.title}
          </Title>
          {event.registered && (
            <Badge color="#1f7a34" variant="filled">
              {TEXTS.registered}
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {formatDay(event.date)}, {formatClockTime(event.startTime)} – {formatClockTime(event.endTime)}
        </Text>
        <Text size="sm">
          {event.city}
          {event.address && `, ${event.address}`}
        </Text>
        {event.locationLink && (
          // On its own line, underlined: a link inside the venue sentence was told apart by colour alone.
          <Anchor
            href={event.locationLink}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            underline="always"
            style={{ alignSelf: 'flex-start' }}
          >
            {TEXTS.map} <span className="post-offer-sr">{TEXTS.opensInNewTab}</span>
          </Anchor>
        )}
        {event.feedback && <Text size="sm">{TEXTS.yourFeedback(event.feedback.rating)}</Text>}
        {!event.registered && !event.canRegister && (
          <Text size="sm" c="gray.7">
            {TEXTS.registrationClosed}
          </Text>
        )}
        <Group gap="sm" mt={4}>
          {!event.registered && event.canRegister && (
            <Button
              loading={register.isPending}
              onClick={() => register.mutate()}
              aria-label={TEXTS.registerFor(event.title)}
            >
              {TEXTS.register}
            </Button>
          )}
          {event.canGiveFeedback && !isGivingFeedback && (
            <Button variant="outline" onClick={() => setIsGivingFeedback(true)}>
              {TEXTS.giveFeedback}
            </Button>
          )}
        </Group>
        {isGivingFeedback && event.canGiveFeedback && (
          <EventFeedbackForm event={event} onDone={() => setIsGivingFeedback(false)} />
        )}
      </Stack>
    </Paper>
  );
}
