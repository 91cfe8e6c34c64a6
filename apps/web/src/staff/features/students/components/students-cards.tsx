import { Skeleton } from '@mantine/core';
import { counsellorNameOf, STUDENT_STAGE_LABELS, type TStaffStudentRow } from '@portal/contract';
import { formatStaffDateTime } from '../../../components/staff-format.ts';
import { StudentLink } from '../../../components/student-link.tsx';
import { STUDENTS_PAGE_SIZE } from '../students-filters.ts';
import { STUDENTS_TEXTS as TEXTS } from '../students-texts.ts';

export type TStudentsCardsProps = {
  rows: TStaffStudentRow[] | undefined;
  caption: string;
  isRefreshing: boolean;
};

/** The students on a phone: a card each, the same facts as the table's columns, named by label. */
export function StudentsCards({ rows, caption, isRefreshing }: TStudentsCardsProps) {
  return (
    <ul
      className="students-list"
      aria-label={caption}
      aria-busy={!rows || isRefreshing}
      data-refreshing={isRefreshing}
    >
      {rows
        ? rows.map((student) => (
            <li key={student.id} className="students-card">
              <StudentLink studentId={student.id} name={student.name} />
              <dl>
                <dt>{TEXTS.columns.phone}</dt>
                <dd>{student.mobileNumber}</dd>
                <dt>{TEXTS.columns.reference}</dt>
                <dd>{student.referenceId}</dd>
                <dt>{TEXTS.columns.stage}</dt>
                <dd>{STUDENT_STAGE_LABELS[student.stage]}</dd>
                <dt>{TEXTS.columns.counsellor}</dt>
                <dd>
                  {student.assignedCounsellor
                    ? counsellorNameOf(student.assignedCounsellor)
                    : TEXTS.notAssigned}
                </dd>
                <dt>{TEXTS.columns.lastActivity}</dt>
                <dd>{formatStaffDateTime(student.lastActivityAt)}</dd>
              </dl>
            </li>
          ))
        : Array.from({ length: STUDENTS_PAGE_SIZE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <li key={index} className="students-card" aria-hidden="true">
              <Skeleton height={16} width="50%" />
              <Skeleton height={12} width="70%" mt={12} />
              <Skeleton height={12} width="60%" mt={8} />
              <Skeleton height={12} width="65%" mt={8} />
            </li>
          ))}
    </ul>
  );
}
