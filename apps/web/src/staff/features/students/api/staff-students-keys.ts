import type { TStaffStudentsQuery } from '@portal/contract';

/** Query keys of the staff students list: one entry per filters and page. */
export const STAFF_STUDENTS_KEYS = {
  all: ['staff-students'] as const,
  /** GET /api/staff/students. */
  page: (query: TStaffStudentsQuery) => [...STAFF_STUDENTS_KEYS.all, query] as const,
};
