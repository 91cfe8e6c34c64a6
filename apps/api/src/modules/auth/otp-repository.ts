import { and, asc, desc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { otpCodes } from './auth-tables.ts';

export type TOtpRow = typeof otpCodes.$inferSelect;

/**
 * Serialises the sends of one number until the transaction ends, so two simultaneous requests
 * cannot both see "2 sent" and both send a third and fourth code.
 */
export async function lockMobileNumber(tx: TDb, mobileNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobileNumber}`}))`);
}

/** Creation times of the codes sent to a number since `since`, oldest first. */
export async function listSendTimes(tx: TDb, mobileNumber: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobileNumber, mobileNumber), gte(otpCodes.createdAt, since)))
    .orderBy(asc(otpCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

/** Rows older than the send window are dead (expired) and no longer count: drop them. */
export async function deleteCodesBefore(tx: TDb, mobileNumber: string, before: Date): Promise<void> {
  await tx
    .delete(otpCodes)
    .where(and(eq(otpCodes.mobileNumber, mobileNumber), lt(otpCodes.createdAt, before)));
}

export async function insertCode(
  tx: TDb,
  values: { mobileNumber: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await tx.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  if (!row) throw new Error('otp insert returned no row');
  return row.id;
}

export async function deleteCode(db: TDb, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** The most recent code of a number: sending a new code retires the older ones. */
export async function findLatestCode(db: TDb, mobileNumber: string): Promise<TOtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.mobileNumber, mobileNumber))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/**
 * Claims one of a code's tries before the guess is compared: one atomic update, so guesses sent in
 * parallel (from many addresses) are compared at most `maxTries` times in all. False when the code
 * is spent, used or expired.
 */
export async function claimTry(db: TDb, id: number, now: Date, maxTries: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.failedAttempts, maxTries),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/**
 * Marks a code used; true only for the one request that flipped it, so a code replayed in
 * parallel signs in once.
 */
export async function consumeCode(db: TDb, id: number, now: Date, maxWrongTries: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    // The right guess claimed a try too (claimTry), so up to maxWrongTries are counted here.
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lte(otpCodes.failedAttempts, maxWrongTries)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
