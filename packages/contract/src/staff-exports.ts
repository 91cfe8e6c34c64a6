// CSV exports: GET /api/staff/exports/students.csv and /api/staff/exports/applications.csv
import { ZStaffApplicationFilters } from './staff-board.ts';
import { ZStudentFilters } from './staff-student-list.ts';

/** A filter matching more rows is refused (400) and asked to be narrowed. */
export const EXPORT_ROWS_MAX = 200_000;
export const EXPORT_TOTAL_HEADER = 'x-total-count';
export const EXPORT_MESSAGES = {
  tooMany: (total: number) =>
    `This export would have ${total} rows; narrow the filters to at most ${EXPORT_ROWS_MAX} rows.`,
} as const;
export const ZStudentExportQuery = ZStudentFilters;
export const ZApplicationExportQuery = ZStaffApplicationFilters;
