import type { TStaffAccount, TStaffMember, TStaffRole } from '@portal/contract';
import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from './students-tables.ts';

const STAFF = ['COUNSELLOR', 'ADMIN'] as const;
const isStaffRow = inArray(users.role, [...STAFF]);

type TStaffRow = typeof users.$inferSelect;

export const toMember = (row: Pick<TStaffRow, 'id' | 'name' | 'role' | 'disabledAt'>): TStaffMember => ({
  id: row.id,
  name: row.name,
  role: row.role as TStaffRole,
  isDisabled: row.disabledAt !== null,
});

export const toAccount = (row: TStaffRow, assignedStudentCount: number): TStaffAccount => ({
  ...toMember(row),
  mobileNumber: row.mobileNumber,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  assignedStudentCount,
});

/** A staff account (COUNSELLOR or ADMIN) by id, or undefined (students are not staff). */
export async function findStaff(db: TDb, id: number): Promise<TStaffRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaffRow));
  return row;
}

/** Every staff account, active first, then by name (then id, so equal names keep one order). */
export async function listStaff(db: TDb): Promise<TStaffRow[]> {
  return db
    .select()
    .from(users)
    .where(isStaffRow)
    .orderBy(sql`${users.disabledAt} is not null`, asc(users.name), asc(users.id));
}

/** How many students each counsellor looks after, by counsellor id (absent: none). */
export async function countAssignedStudents(db: TDb, staffIds?: number[]): Promise<Map<number, number>> {
  if (staffIds?.length === 0) return new Map();
  const rows = await db
    .select({ counsellorId: users.assignedCounsellorId, total: count() })
    .from(users)
    .where(
      and(
        eq(users.role, 'STUDENT'),
        staffIds
          ? inArray(users.assignedCounsellorId, staffIds)
          : sql`${users.assignedCounsellorId} is not null`,
      ),
    )
    .groupBy(users.assignedCounsellorId);
  return new Map(rows.map((row) => [row.counsellorId ?? 0, Number(row.total)]));
}

/**
 * Locks, in id order, the rows a role or status change is judged on: the target, the acting admin
 * and every active admin. A concurrent change waits here and then sees the committed result, so two
 * demotions at the same moment cannot both leave the team without an admin. Staff rows only.
 */
export async function lockForStaffChange(db: TDb, targetId: number, actorId: number): Promise<TStaffRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        isStaffRow,
        or(inArray(users.id, [targetId, actorId]), and(eq(users.role, 'ADMIN'), isNull(users.disabledAt))),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
}

export async function updateStaff(
  db: TDb,
  id: number,
  changes: { role?: TStaffRole; disabledAt?: Date | null; sessionsValidFrom?: Date },
): Promise<TStaffRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`staff account ${id} vanished under its row lock`);
  return row;
}

/**
 * An active staff account that may look after students, or undefined. Its row is share-locked, so it
 * cannot be disabled or demoted between this check and the caller's commit.
 */
export async function findActiveStaffLocked(db: TDb, id: number): Promise<TStaffRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaffRow, isNull(users.disabledAt)))
    .for('share');
  return row;
}

/** Locks a student's row (so two reassignments are recorded in the order they happen). */
export async function lockStudentAssignment(
  db: TDb,
  studentId: number,
): Promise<{ assignedCounsellorId: number | null } | undefined> {
  const [row] = await db
    .select({ assignedCounsellorId: users.assignedCounsellorId })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT')))
    .for('update');
  return row;
}

export async function setAssignedCounsellor(db: TDb, studentId: number, counsellorId: number | null) {
  await db.update(users).set({ assignedCounsellorId: counsellorId }).where(eq(users.id, studentId));
}

/** Locks the students assigned to a counsellor (in id order) and answers their ids. */
export async function lockStudentsAssignedTo(db: TDb, counsellorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'STUDENT'), eq(users.assignedCounsellorId, counsellorId)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * The active COUNSELLORs but one, share-locked (none can be disabled or demoted before the caller
 * commits), by id.
 */
export async function lockActiveCounsellorsExcept(db: TDb, excludedId: number): Promise<TStaffRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'COUNSELLOR'), isNull(users.disabledAt), ne(users.id, excludedId)))
    .orderBy(asc(users.id))
    .for('share');
}

/** Gives these students (rows the caller has locked) to one counsellor. */
export async function moveStudentsTo(db: TDb, studentIds: readonly number[], counsellorId: number) {
  if (studentIds.length === 0) return;
  await db
    .update(users)
    .set({ assignedCounsellorId: counsellorId })
    .where(and(eq(users.role, 'STUDENT'), inArray(users.id, [...studentIds])));
}
