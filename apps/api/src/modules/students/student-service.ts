import type { TEnrollment, TStudentSummary } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { resolveStudentId } from './student-accounts.ts';
import { findUserSummary, listEnrollmentsOf, listStudentSummaries } from './student-repository.ts';

/**
 * Staff get the first students by id, capped: the paged, searchable staff list is
 * GET /api/staff/students, and this legacy call has no paging parameters.
 */
export const STAFF_STUDENT_LIST_CAP = 100;

/** GET /api/students: a student sees only its own record. */
export async function listStudents(db: TDb, user: TSessionUser): Promise<TStudentSummary[]> {
  if (isStaff(user)) return listStudentSummaries(db, STAFF_STUDENT_LIST_CAP);
  const self = await findUserSummary(db, user.id);
  return self ? [self] : [];
}

/** GET /api/enrollments/student: own only; staff any existing student. */
export async function listEnrollments(
  db: TDb,
  user: TSessionUser,
  studentId: number,
): Promise<TEnrollment[]> {
  const target = await resolveStudentId(db, user, studentId);
  return listEnrollmentsOf(db, target);
}
