import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { emailVerifications } from './notifications-tables.ts';

export type TEmailVerificationRow = typeof emailVerifications.$inferSelect;

/** Serialises one person's code requests and guesses until the transaction ends (the limits hold in parallel). */
export async function lockEmailVerification(tx: TDb, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${userId}`}))`);
}

export async function findEmailVerification(
  db: TDb,
  userId: number,
): Promise<TEmailVerificationRow | undefined> {
  const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.userId, userId));
  return row;
}

/** The person's one pending code: a new request replaces the address and the code, keeping the send count. */
export async function saveEmailVerification(
  tx: TDb,
  values: Omit<TEmailVerificationRow, 'wrongTries'>,
): Promise<void> {
  const row = { ...values, wrongTries: 0 };
  await tx
    .insert(emailVerifications)
    .values(row)
    .onConflictDoUpdate({ target: emailVerifications.userId, set: row });
}

export async function countWrongTry(tx: TDb, userId: number): Promise<number> {
  const [row] = await tx
    .update(emailVerifications)
    .set({ wrongTries: sql`${emailVerifications.wrongTries} + 1` })
    .where(eq(emailVerifications.userId, userId))
    .returning({ wrongTries: emailVerifications.wrongTries });
  return row?.wrongTries ?? 0;
}

/**
 * Ends the pending code (verified, or the address removed): no code matches an empty hash. The row stays,
 * so the sends of the hour keep counting and removing an address is no way around the limit.
 */
export async function endEmailVerification(tx: TDb, userId: number, at: Date): Promise<void> {
  await tx
    .update(emailVerifications)
    .set({ codeHash: '', expiresAt: at })
    .where(eq(emailVerifications.userId, userId));
}
