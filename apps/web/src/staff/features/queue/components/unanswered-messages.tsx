import { Anchor, Text } from '@mantine/core';
import { MESSAGE_TEXTS, type TQueueUnansweredMessage } from '@portal/contract';
import { Link } from 'react-router';
import { formatStaffDateTime } from '../../../components/staff-format.ts';
import { StudentLink, studentHref } from '../../../components/student-link.tsx';
import { QUEUE_TEXTS } from '../queue-texts.ts';
import { waitingDuration } from '../waiting-time.ts';

/**
 * Students waiting for a reply, the longest wait first: who, how long ("Waiting 3 h", the moment in
 * its title), the latest thing they wrote, and Reply (their page at its Messages section).
 */
export function UnansweredMessages({ threads }: { threads: TQueueUnansweredMessage[] }) {
  return (
    <ul className="queue-list">
      {threads.map((thread) => {
        const detailsId = `queue-message-${thread.studentId}`;
        const preview = thread.preview || (thread.hasAttachment ? QUEUE_TEXTS.fileOnly : '');
        return (
          <li key={thread.studentId} className="queue-item">
            <div className="queue-item__main" id={detailsId}>
              <StudentLink studentId={thread.studentId} name={thread.studentName} section="messages" />
              <Text size="sm" c="gray.7">
                <time dateTime={thread.waitingSince} title={formatStaffDateTime(thread.waitingSince)}>
                  {MESSAGE_TEXTS.waitingSince(waitingDuration(thread.waitingSince))}
                </time>
              </Text>
              {preview && (
                <Text size="sm" className="queue-item__preview">
                  {preview}
                </Text>
              )}
            </div>
            <Anchor
              component={Link}
              to={studentHref(thread.studentId, 'messages')}
              aria-describedby={detailsId}
            >
              {QUEUE_TEXTS.reply}
            </Anchor>
          </li>
        );
      })}
    </ul>
  );
}
