import { Badge, Button, Text } from '@mantine/core';
import { counsellingTopicName, type TStaffQueue } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { DOCUMENT_STATUS_COLORS } from '../../../../components/documents/document-status-badge.tsx';
import { formatSessionWhen } from '../../../components/staff-format.ts';
import { StudentLink } from '../../../components/student-link.tsx';
import { QUEUE_TEXTS } from '../queue-texts.ts';

type TSession = TStaffQueue['sessions'][number];

export type TSessionsListProps = {
  sessions: TSession[];
  /** A session this tab just completed: its "Completed" takes the focus once shown. */
  focusBookingId?: number | null;
  onMarkCompleted: (session: TSession) => void;
};

/** The next 7 days' (or one date's) sessions: when, who (a link to the student), topics, Mark completed. */
export function SessionsList({ sessions, focusBookingId = null, onMarkCompleted }: TSessionsListProps) {
  const focusTarget = useRef<HTMLDivElement>(null);
  const focused = focusBookingId
    ? sessions.find((session) => session.bookingId === focusBookingId && session.status === 'COMPLETED')
    : undefined;
  // "Mark completed" is gone once the queue is read again: without this the focus falls to <body>.
  const focusedId = focused?.bookingId;
  useEffect(() => {
    if (focusedId !== undefined) focusTarget.current?.focus();
  }, [focusedId]);
  return (
    <ul className="queue-list">
      {sessions.map((session) => {
        const whenId = `queue-session-${session.bookingId}`;
        return (
          <li key={session.bookingId} className="queue-item">
            <div className="queue-item__main">
              <Text fw={600} id={whenId}>
                {formatSessionWhen(session.date, session.time)}
              </Text>
              <StudentLink studentId={session.studentId} name={session.studentName} section="counselling" />
              <Text size="sm" c="gray.7">
                {session.topics.map(counsellingTopicName).join(', ')}
              </Text>
            </div>
            {session.status === 'BOOKED' ? (
              <Button
                variant="light"
                size="sm"
                aria-describedby={whenId}
                onClick={() => onMarkCompleted(session)}
              >
                {QUEUE_TEXTS.markCompleted}
              </Button>
            ) : (
              // The documents' success green: Mantine's greens are under 4.5:1 behind small white text.
              <Badge
                color={DOCUMENT_STATUS_COLORS.ACCEPTED}
                variant="filled"
                aria-describedby={whenId}
                {...(session === focused ? { ref: focusTarget, tabIndex: -1 } : {})}
              >
                {QUEUE_TEXTS.completed}
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
