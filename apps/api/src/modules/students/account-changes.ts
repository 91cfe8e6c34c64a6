import { type AnyColumn, and, eq, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { enrollments, users } from './students-tables.ts';

/**
 * The changes other modules make to account and enrollment rows, owned here. Each takes `db`, which
 * may be the caller's transaction.
 */

type TEnrollmentAnswers = Pick<
  typeof enrollments.$inferInsert,
  'intakeId' | 'country' | 'languageTestIds'
> & {
  /** Undefined leaves the stored budget as it is. */
  budget?: string | null;
};

/**
 * Sets the account's name (the registration form, a profile's full name), as a statement not yet run,
 * returning the account as renamed: a write that reads what it wrote uses it
 * as a CTE, so the rename, the write and the read are one statement (one round trip, atomic). The values
 * may be placeholders, for a statement prepared once (drizzle binds a placeholder in `set` like a value).
 */
export const renameAccountStatement = (
  db: TDb,
  studentId: number | Placeholder,
  name: string | Placeholder,
) =>
  db
    .update(users)
    .set({ name: name as string })
    .where(eq(users.id, studentId))
    .returning({
      id: users.id,
      mobileNumber: users.mobileNumber,
      name: users.name,
      referenceId: users.referenceId,
      isEvent: users.isEvent,
    });

/**
 * The enrollment a call files under (resolveEnrollmentId's rule) as a column of the caller's statement: the
 * requested one when it is the student's (else null), or the student's latest when none is requested.
 */
export const enrollmentToFileUnderOf = (studentId: number, requested: number | null): SQL<number | null> =>
  requested === null
    ? sql<
        number | null
      >`(select ${enrollments.id} from ${enrollments} where ${enrollments.studentId} = ${studentId}
        order by ${enrollments.id} desc limit 1)`
    : sql<number | null>`(select ${enrollments.id} from ${enrollments} where ${enrollments.id} = ${requested}
        and ${enrollments.studentId} = ${studentId})`;

/** The budget of the student's latest enrollment (findLatestEnrollmentId's), as a column of the caller's query. */
export const latestEnrollmentBudgetOf = (studentId: AnyColumn): SQL<string | null> =>
  sql<
    string | null
  >`(select ${enrollments.budget} from ${enrollments} where ${enrollments.studentId} = ${studentId}
    order by ${enrollments.id} desc limit 1)`;

/** A staff account's new name and role; undefined when the number belongs to a student. */
export async function renameStaffAccount(db: TDb, id: number, change: { name: string; role: string }) {
  const [updated] = await db
    .update(users)
    .set(change)
    .where(and(eq(users.id, id), ne(users.role, 'STUDENT')))
    .returning();
  return updated;
}

/** An event registration makes the student an event user (§6: dashboard instead of counselling). */
export async function markEventUser(db: TDb, userId: number, eventId: number): Promise<void> {
  await db.update(users).set({ isEvent: true, eventId }).where(eq(users.id, userId));
}

/** The student's account row, locked until the transaction ends (serialises fee payments). */
export async function lockStudent(db: TDb, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT')))
    .for('update');
  return Boolean(row);
}

/** The budget written on an enrollment (null when none or no such enrollment). */
export async function findEnrollmentBudget(db: TDb, enrollmentId: number): Promise<string | null> {
  const [enrollment] = await db
    .select({ budget: enrollments.budget })
    .from(enrollments)
    .where(eq(enrollments.id, enrollmentId));
  return enrollment?.budget ?? null;
}

/**
 * Writes the registration form's answers onto the enrollment they shape; without an enrollment yet
 * (not expected after sign-in) one is created. Returns its id.
 */
export async function saveEnrollmentAnswers(
  db: TDb,
  studentId: number,
  enrollmentId: number | null,
  enrollment: TEnrollmentAnswers,
): Promise<number> {
  if (enrollmentId === null) {
    const [created] = await db
      .insert(enrollments)
      .values({ studentId, ...enrollment })
      .returning({ id: enrollments.id });
    if (!created) throw new Error('enrollment insert returned nothing');
    return created.id;
  }
  await db.update(enrollments).set(enrollment).where(eq(enrollments.id, enrollmentId));
  return enrollmentId;
}
