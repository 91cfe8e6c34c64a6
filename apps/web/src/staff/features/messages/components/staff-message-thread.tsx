import { MESSAGE_TEXTS } from '@portal/contract';
import { MessageThreadView } from '../../../../components/messages/message-thread-view.tsx';
import type { TMessagesSlotProps } from '../../../components/messages-slot.tsx';
import { useStaffThread } from '../hooks/use-staff-thread.ts';

/**
 * The student's conversation with the consultancy on their console page (the "Messages" section): every
 * message with its author's name, new ones within seconds, and what is shown marked read for the whole
 * team (the student then sees "Seen"). Internal notes are a section of their own, never in here.
 */
export function StaffMessageThread({ studentId, studentName }: TMessagesSlotProps) {
  const { view, openAttachment } = useStaffThread(studentId);
  return (
    <MessageThreadView
      label={MESSAGE_TEXTS.staffThreadLabel(studentName)}
      emptyText={MESSAGE_TEXTS.staffEmpty}
      {...view}
      onOpenAttachment={openAttachment}
    />
  );
}
