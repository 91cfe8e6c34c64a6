import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { assignmentCursor, users } from './students-tables.ts';

const CURSOR_ID = 1;

/**
 * Gives a new student the next active counsellor after the round-robin cursor (by id, wrapping
 * around) and moves the cursor, inside the caller's transaction. The cursor row is locked, so two
 * sign-ups at the same moment get different counsellors; the chosen one's row is share-locked, so a
 * disable that is moving their students either sees this student or makes this call pick someone
 * else. With no active counsellor the active admins take turns the same way; with no active staff at
 * all the student stays unassigned (an admin assigns later). Returns the counsellor's id or null.
 */
export async function assignNextCounsellor(tx: TDb, studentId: number): Promise<number | null> {
  await tx.insert(assignmentCursor).values({ id: CURSOR_ID }).onConflictDoNothing();
  const [cursor] = await tx
    .select({ lastCounsellorId: assignmentCursor.lastCounsellorId })
    .from(assignmentCursor)
    .where(eq(assignmentCursor.id, CURSOR_ID))
    .for('update');
  const last = cursor?.lastCounsellorId ?? 0;
  const [next] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['COUNSELLOR', 'ADMIN']), isNull(users.disabledAt)))
    // Counsellors first (admins only when none is active), then the first id after the cursor,
    // wrapping around to the lowest.
    .orderBy(
      sql`case when ${users.role} = 'COUNSELLOR' then 0 else 1 end`,
      sql`case when ${users.id} > ${last} then 0 else 1 end`,
      asc(users.id),
    )
    .limit(1)
    // Share-locked: a member being disabled at this moment (POST …/disable holds their row for update
    // while it moves their students) is waited for and then skipped, instead of being given a student
    // after their students were counted.
    .for('share');
  if (!next) return null;
  await tx
    .update(assignmentCursor)
    .set({ lastCounsellorId: next.id })
    .where(eq(assignmentCursor.id, CURSOR_ID));
  await tx.update(users).set({ assignedCounsellorId: next.id }).where(eq(users.id, studentId));
  return next.id;
}
