import { Text } from '@mantine/core';
import { MESSAGE_TEXTS } from '@portal/contract';
import { MessagesSlot } from '../../../components/messages-slot.tsx';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';
import { StudentSection } from './student-section.tsx';

/**
 * The student's conversation with the consultancy (the student reads every word of it), apart from the
 * staff-only Notes below. The thread itself is staff/features/messages, passed in by the page module.
 */
export function MessagesSection({ studentId, studentName }: { studentId: number; studentName: string }) {
  return (
    <StudentSection id="messages" title={MESSAGE_TEXTS.staffSectionTitle}>
      <Text size="sm">{TEXTS.messagesHint}</Text>
      <MessagesSlot studentId={studentId} studentName={studentName} />
    </StudentSection>
  );
}
