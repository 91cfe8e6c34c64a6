import { Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { counsellorNameOf, STUDENT_STAGE_LABELS, type TStaffStudentRow } from '@portal/contract';
import { formatStaffDateTime } from '../../../components/staff-format.ts';
import { StudentLink } from '../../../components/student-link.tsx';
import { STUDENTS_PAGE_SIZE } from '../students-filters.ts';
import { STUDENTS_TEXTS as TEXTS } from '../students-texts.ts';

const COLUMNS = Object.values(TEXTS.columns);

export type TStudentsTableProps = {
  /** Undefined while the first page loads: skeleton rows of the real rows' height. */
  rows: TStaffStudentRow[] | undefined;
  caption: string;
  isRefreshing: boolean;
};

/** The students at tablet and desktop widths: one row each, the name a link to the student's page. */
export function StudentsTable({ rows, caption, isRefreshing }: TStudentsTableProps) {
  return (
    // Focusable: where the columns do not fit, the keyboard scrolls them (axe scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard (WCAG 2.1.1)
    <section className="students-table-wrap" data-refreshing={isRefreshing} aria-label={caption} tabIndex={0}>
      <Table
        className="students-table"
        highlightOnHover
        verticalSpacing="xs"
        aria-busy={!rows || isRefreshing}
      >
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            ? rows.map((student) => (
                <Table.Tr key={student.id}>
                  <Table.Td>
                    <StudentLink studentId={student.id} name={student.name} />
                  </Table.Td>
                  <Table.Td>{student.mobileNumber}</Table.Td>
                  <Table.Td>{student.referenceId}</Table.Td>
                  <Table.Td>{STUDENT_STAGE_LABELS[student.stage]}</Table.Td>
                  <Table.Td>
                    {student.assignedCounsellor
                      ? counsellorNameOf(student.assignedCounsellor)
                      : TEXTS.notAssigned}
                  </Table.Td>
                  <Table.Td>{formatStaffDateTime(student.lastActivityAt)}</Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: STUDENTS_PAGE_SIZE }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <Table.Tr key={index} aria-hidden="true">
                  {COLUMNS.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton height={14} width={column === TEXTS.columns.name ? 140 : 90} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
