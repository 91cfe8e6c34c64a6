import { Button, Text } from '@mantine/core';
import { counsellingTopicName, type TStaffStudentDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ViewFields } from '../../../../components/profile-view/view-fields.tsx';
import { formatDay, formatIndiaDateTime, formatIndiaTime } from '../../../components/format-india-time.ts';
import { MarkCompletedDialog } from '../../../components/mark-completed-dialog.tsx';
import { useFocusOnArrival } from '../../../components/use-focus-on-arrival.ts';
import { STAFF_STUDENT_KEYS } from '../api/staff-student-keys.ts';
import { COUNSELLING_STATUS_LABELS, STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';
import { StudentSection } from './student-section.tsx';

/**
 * The student's latest counselling booking (date, time in India time, topics, status). A booked session
 * can be marked completed with a note (the work queue's dialog); a completed one shows that note.
 */
export function CounsellingSection({ detail }: { detail: TStaffStudentDetail }) {
  const queryClient = useQueryClient();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const { counselling: booking, account } = detail;
  const studentId = account.id;
  const completedRef = useFocusOnArrival<HTMLDivElement>(booking?.status === 'COMPLETED');
  return (
    <StudentSection id="counselling" title="Counselling">
      {booking === null ? (
        <Text size="sm">{TEXTS.noBooking}</Text>
      ) : (
        <ViewFields
          fields={[
            { label: TEXTS.sessionDate, value: formatDay(booking.date) },
            { label: TEXTS.sessionTime, value: formatIndiaTime(booking.time) },
            {
              label: TEXTS.sessionTopics,
              value: booking.topics.map(counsellingTopicName).join(', ') || TEXTS.noTopics,
            },
            { label: TEXTS.sessionStatus, value: COUNSELLING_STATUS_LABELS[booking.status] },
          ]}
        />
      )}
      {booking?.status === 'COMPLETED' && (
        <div ref={completedRef} tabIndex={-1}>
          {booking.completedAt && (
            <Text size="sm" c="dimmed">
              {TEXTS.completedOn(formatIndiaDateTime(booking.completedAt))}
            </Text>
          )}
          <Text size="sm" fw={600} mt={4}>
            {TEXTS.completedNote}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {booking.completionNote.trim() || TEXTS.noCompletedNote}
          </Text>
        </div>
      )}
      {booking?.status !== 'COMPLETED' && detail.isCounsellingCompleted && (
        <Text size="sm">{TEXTS.completedEarlier}</Text>
      )}
      {booking?.status === 'BOOKED' && (
        <div>
          <Button onClick={() => setIsDialogOpen(true)}>{TEXTS.markCompleted}</Button>
        </div>
      )}
      <MarkCompletedDialog
        studentId={studentId}
        studentName={account.name}
        session={booking ?? undefined}
        opened={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        onCompleted={() => queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) })}
      />
    </StudentSection>
  );
}
