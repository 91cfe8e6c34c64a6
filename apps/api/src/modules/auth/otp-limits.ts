import { OTP_LIMITS } from '@portal/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { rateLimitHits } from '../../db/platform-tables.ts';
import { countHit } from '../../plugins/rate-limit.ts';

/**
 * The OTP limits across time and numbers (docs/decisions/0008-sign-in-limits.md), kept in rate_limit_hits so
 * that every instance on the database shares them: a count of a number's consecutive wrong codes, its lock,
 * and the global hourly SMS budget. The keys cannot meet the route limiter's ("METHOD /url|address").
 */
const HOUR_MS = 60 * 60 * 1000;
const wrongCodesKey = (mobileNumber: string) => `otp:wrong-codes:${mobileNumber}`;
const lockKey = (mobileNumber: string) => `otp:lock:${mobileNumber}`;
const SMS_BUDGET_KEY = 'otp:sms-budget';

export const WRONG_CODE_MEMORY_MS = OTP_LIMITS.wrongCodeMemoryDays * 24 * HOUR_MS;
export const SMS_BUDGET_WINDOW_MS = HOUR_MS;

/**
 * The lock that starts at the n-th consecutive wrong code: none below 15 or between steps, 1 h at 15,
 * doubling every 5 more (one more burned code) up to 24 h, and 'until forgotten' from 50 on.
 */
export function lockAfterWrongCodes(wrongCodes: number): number | 'until-forgotten' | undefined {
  if (wrongCodes >= OTP_LIMITS.maxConsecutiveWrongCodes) return 'until-forgotten';
  const beyond = wrongCodes - OTP_LIMITS.lockAfterWrongCodes;
  if (beyond < 0 || beyond % OTP_LIMITS.lockDoublesEvery !== 0) return undefined;
  const doublings = beyond / OTP_LIMITS.lockDoublesEvery;
  return Math.min(OTP_LIMITS.firstLockMinutes * 60_000 * 2 ** doublings, OTP_LIMITS.maxLockHours * HOUR_MS);
}

/** The end of the number's lock, if it is locked now. */
export async function lockedUntil(db: TDb, mobileNumber: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ resetAt: rateLimitHits.resetAt })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, lockKey(mobileNumber)));
  const until = row ? new Date(row.resetAt) : undefined;
  return until && until.getTime() > now.getTime() ? until : undefined;
}

async function lockUntil(db: TDb, mobileNumber: string, until: Date): Promise<void> {
  const untilIso = until.toISOString();
  // A later lock never shortens an earlier one.
  await db
    .insert(rateLimitHits)
    .values({ key: lockKey(mobileNumber), hits: 1, resetAt: sql`${untilIso}::timestamptz` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: { resetAt: sql`greatest(${rateLimitHits.resetAt}, excluded.reset_at)` },
    });
}

/**
 * Counts one wrong code of the number (one atomic upsert, so parallel guesses each get their own
 * count) and locks the number when that count reaches a step of the escalation.
 */
export async function recordWrongCode(db: TDb, mobileNumber: string, now: Date): Promise<void> {
  const { hits, resetAt } = await countHit(db, wrongCodesKey(mobileNumber), now, WRONG_CODE_MEMORY_MS);
  const lock = lockAfterWrongCodes(hits);
  if (lock === undefined) return;
  await lockUntil(db, mobileNumber, lock === 'until-forgotten' ? resetAt : new Date(now.getTime() + lock));
}

/** A successful sign-in ends the run of wrong codes (NIST counts consecutive failures). */
export async function forgetWrongCodes(db: TDb, mobileNumber: string): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(inArray(rateLimitHits.key, [wrongCodesKey(mobileNumber), lockKey(mobileNumber)]));
}

/**
 * Spends one text of the hourly budget shared by all numbers and instances: the texts spent in this
 * window (this one included) and the window's end. Call it inside the send's transaction, last, so a
 * refusal counts nothing (its rollback gives the text back).
 */
export async function spendSmsBudget(db: TDb, now: Date): Promise<{ spent: number; resetAt: Date }> {
  const { hits, resetAt } = await countHit(db, SMS_BUDGET_KEY, now, SMS_BUDGET_WINDOW_MS);
  return { spent: hits, resetAt };
}

/**
 * Gives back `texts` (0 or 1) of what spendSmsBudget just spent, in the same transaction (the spend
 * holds the row's lock). Called with 0 too, so an answer that texts and one that does not run the
 * same statements and take the same time: the answer does not tell who has an account.
 */
export async function refundSmsBudget(db: TDb, texts: 0 | 1): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - ${texts}, 0)` })
    .where(eq(rateLimitHits.key, SMS_BUDGET_KEY));
}
