import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatClockTime, formatSessionDate, type TStudentCounsellor } from '@portal/contract';
import { type ReactNode, useId } from 'react';
import { initialsOf } from '../layout/avatar-menu.tsx';
import { COUNSELLOR_CARD_TEXTS as TEXTS } from './counsellor-card-texts.ts';
import './counsellor-card.css';

export type TCounsellorCardViewProps = {
  /** Null: no counsellor assigned yet. */
  counsellor: TStudentCounsellor | null;
  /** Compact (the dashboard): name, availability and the two buttons; full: hours and the next session too. */
  variant?: 'full' | 'compact';
  /** The heading's level where the card sits (h2 on its page and the dashboard). */
  headingOrder?: 2 | 3;
  /** Compact only: where the whole card leads (the counsellor page), as a link under it. */
  moreLink?: ReactNode;
};

/**
 * The student's counsellor: photo or monogram, name, availability in India time, call and WhatsApp as
 * real links (tel: and https://wa.me), the working hours and the next session with its meeting link.
 * UI only: the student's feature and the console's preview pass the counsellor in.
 */
export function CounsellorCardView({
  counsellor,
  variant = 'full',
  headingOrder = 2,
  moreLink,
}: TCounsellorCardViewProps) {
  const titleId = useId();
  if (!counsellor) {
    return (
      <Paper
        component="section"
        aria-labelledby={titleId}
        withBorder
        radius="md"
        p="lg"
        className="counsellor-card"
      >
        <Title id={titleId} order={headingOrder} size="h4">
          {TEXTS.unassignedTitle}
        </Title>
        <Text mt="xs" c="dimmed">
          {TEXTS.unassigned}
        </Text>
        {moreLink}
      </Paper>
    );
  }
  const isCompact = variant === 'compact';
  const session = counsellor.nextSession;
  const sessionWhen = session ? `${formatSessionDate(session.date)}, ${formatClockTime(session.time)}` : '';
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="lg"
      className="counsellor-card"
      data-variant={variant}
    >
      <Group gap="md" wrap="nowrap" align="center" className="counsellor-card__head">
        {counsellor.photoUrl ? (
          <img src={counsellor.photoUrl} alt="" width={64} height={64} className="counsellor-card__face" />
        ) : (
          <span className="counsellor-card__face counsellor-card__face--monogram" aria-hidden="true">
            {initialsOf(counsellor.name)}
          </span>
        )}
        <div className="counsellor-card__who">
          <Text size="sm" c="dimmed">
            {TEXTS.title}
          </Text>
          <Title id={titleId} order={headingOrder} size="h4">
            {counsellor.name}
          </Title>
          {counsellor.isAvailableNow ? (
            <Badge color="#1f7a34" variant="filled" radius="sm" mt={4}>
              {TEXTS.availableNow}
            </Badge>
          ) : (
            counsellor.backAt && (
              <Text size="sm" c="gray.7" mt={4}>
                {TEXTS.backAt(counsellor.backAt)}
              </Text>
            )
          )}
        </div>
      </Group>

      {(counsellor.callLink || counsellor.whatsappLink) && (
        <Group gap="sm" className="counsellor-card__actions">
          {counsellor.callLink && (
            <Button
              component="a"
              href={counsellor.callLink}
              aria-label={TEXTS.callName(counsellor.name, counsellor.phoneText ?? '')}
            >
              {TEXTS.call}
            </Button>
          )}
          {counsellor.whatsappLink && (
            <Button
              component="a"
              href={counsellor.whatsappLink}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              aria-label={TEXTS.whatsappName(counsellor.name)}
            >
              {TEXTS.whatsapp}
            </Button>
          )}
        </Group>
      )}

      {!isCompact && (
        <Stack gap="sm" className="counsellor-card__details">
          <div>
            <Text size="sm" fw={600}>
              {TEXTS.hours}
            </Text>
            <Text size="sm">{counsellor.hoursText ?? TEXTS.noHours}</Text>
          </div>
          {counsellor.phoneText && <Text size="sm">{counsellor.phoneText}</Text>}
        </Stack>
      )}

      {session && (
        <div className="counsellor-card__session">
          <Text size="sm" fw={600}>
            {TEXTS.nextSession}
          </Text>
          <Text size="sm">{sessionWhen}</Text>
          {session.meetingLink ? (
            <Anchor
              href={session.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={600}
              aria-label={TEXTS.joinMeetingName(sessionWhen)}
            >
              {TEXTS.joinMeeting}
            </Anchor>
          ) : (
            !isCompact && (
              <Text size="sm" c="gray.7">
                {TEXTS.noMeetingLink}
              </Text>
            )
          )}
        </div>
      )}
      {moreLink}
    </Paper>
  );
}
