import { Anchor, Text } from '@mantine/core';
import type { TStaffQueue } from '@portal/contract';
import { Link } from 'react-router';
import { formatRupees } from '../../../components/staff-format.ts';
import { StudentLink, studentHref } from '../../../components/student-link.tsx';
import { QUEUE_TEXTS } from '../queue-texts.ts';

type TUnpaid = TStaffQueue['counselledNotPaid']['items'];

/** Students counselled but not paid in full: what they paid, what is outstanding, and Record payment. */
export function UnpaidList({ students }: { students: TUnpaid }) {
  return (
    <ul className="queue-list">
      {students.map((student) => {
        const amountsId = `queue-unpaid-${student.studentId}`;
        return (
          <li key={student.studentId} className="queue-item">
            <div className="queue-item__main">
              <StudentLink studentId={student.studentId} name={student.studentName} />
              <Text size="sm" c="gray.7" id={amountsId}>
                {QUEUE_TEXTS.paidOf(formatRupees(student.paidAmount), formatRupees(student.outstanding))}
              </Text>
            </div>
            <Anchor
              component={Link}
              to={studentHref(student.studentId, 'payments')}
              aria-describedby={amountsId}
            >
              {QUEUE_TEXTS.recordPayment}
            </Anchor>
          </li>
        );
      })}
    </ul>
  );
}
