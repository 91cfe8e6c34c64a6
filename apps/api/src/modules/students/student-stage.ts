import { PLATFORM_FEE, studentStageOf, type TStudentStage } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { readStageFacts } from './stage-facts-read-model.ts';
import { users } from './students-tables.ts';

/**
 * Recomputes a student's users.stage from the journey tables (sessions, payments, applications) with
 * the contract's studentStageOf, and sets last_activity_at to now. Every change that can move the
 * stage calls it inside its own transaction, after the change, so the list and the detail never show
 * a stale stage.
 *
 * The account row is locked first (by touching last_activity_at) and the facts are read after that,
 * in a statement of their own: two transactions changing the same student's journey at once then
 * take turns, and the second reads the first's committed change. Answers the stage (undefined for an
 * id that is not a student's: nothing is changed).
 */
export async function refreshStudentStage(db: TDb, studentId: number): Promise<TStudentStage | undefined> {
  const [account] = await db
    .update(users)
    .set({ lastActivityAt: sql`now()` })
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT')))
    .returning({ stage: users.stage });
  if (!account) return undefined;
  const facts = await readStageFacts(db, studentId);
  const stage = studentStageOf({
    hasBookedSession: Boolean(facts?.hasBookedSession),
    hasCompletedSession: Boolean(facts?.hasCompletedSession),
    isPaid: (facts?.paid ?? 0) >= PLATFORM_FEE.total,
    applicationStatuses: facts?.applicationStatuses ?? [],
  });
  if (stage !== account.stage) await db.update(users).set({ stage }).where(eq(users.id, studentId));
  return stage;
}
