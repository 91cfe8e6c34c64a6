import type { TEnrollment, TRole, TStudentSummary } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { enrollments, users } from './students-tables.ts';

const summaryColumns = {
  id: users.id,
  name: users.name,
  mobileNumber: users.mobileNumber,
  referenceId: users.referenceId,
  isEvent: users.isEvent,
  role: users.role,
};

const toSummary = (row: { role: string } & Omit<TStudentSummary, 'role'>): TStudentSummary => ({
  ...row,
  role: row.role as TRole,
});

export async function findUserSummary(db: TDb, id: number): Promise<TStudentSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id));
  return row && toSummary(row);
}

/** Students only (staff accounts are not listed), oldest first, at most `limit`. */
export async function listStudentSummaries(db: TDb, limit: number): Promise<TStudentSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(eq(users.role, 'STUDENT'))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function listEnrollmentsOf(db: TDb, studentId: number): Promise<TEnrollment[]> {
  return db
    .select({
      id: enrollments.id,
      studentId: enrollments.studentId,
      intakeId: enrollments.intakeId,
      budget: enrollments.budget,
      languageTestIds: enrollments.languageTestIds,
      country: enrollments.country,
      status: enrollments.status,
    })
    .from(enrollments)
    .where(eq(enrollments.studentId, studentId))
    .orderBy(asc(enrollments.id));
}

export async function isEnrollmentOf(db: TDb, enrollmentId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.studentId, studentId)));
  return Boolean(row);
}
