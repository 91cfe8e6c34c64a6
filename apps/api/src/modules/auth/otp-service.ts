import { describeOtpWait, ERROR_MESSAGES, OTP_LIMIT_MESSAGES, OTP_LIMITS } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAccountByMobile } from '../students/index.ts';
import { generateOtpCode, type TOtpHasher } from './otp-code.ts';
import * as limits from './otp-limits.ts';
import { OTP_POLICY } from './otp-policy.ts';
import * as repo from './otp-repository.ts';
import type { TSendImitation } from './otp-send-imitation.ts';
import type { TOtpSender } from './otp-sender.ts';

export type TOtpDeps = {
  db: TDb;
  clock: { now: () => Date };
  hasher: TOtpHasher;
  send: TOtpSender;
  /** Texts per hour across all numbers and instances (OTP_SMS_BUDGET_PER_HOUR). */
  smsBudgetPerHour: number;
  /** Times real sends, so a code not sent takes as long to answer (otp-send-imitation.ts). */
  sendImitation: TSendImitation;
};

/** A wrong, expired, used, dead or missing code all look the same to the caller. */
export const invalidOtp = () => new AppError('UNAUTHORIZED', ERROR_MESSAGES.invalidOtp);

const DAY_MS = 24 * 60 * 60 * 1000;
const secondsUntil = (moment: number, now: Date) => Math.max(1, Math.ceil((moment - now.getTime()) / 1000));

/** A refusal of the OTP limits (429, or 503 for the SMS budget); carries the wait for Retry-After. */
export class OtpLimitError extends AppError {
  constructor(
    status: 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, message);
  }
}

const sendLimit = (seconds: number) =>
  new OtpLimitError(
    'TOO_MANY_REQUESTS',
    `Too many OTPs sent to this number: at most ${OTP_POLICY.sendsPerNumber} every ` +
      `${OTP_POLICY.sendWindowMs / 60_000} minutes. Try again in ${describeOtpWait(seconds)}.`,
    seconds,
  );

/** 429 while the number is locked after too many wrong codes (send and verify alike). */
async function refuseWhileLocked(db: TDb, mobileNumber: string, now: Date): Promise<void> {
  const until = await limits.lockedUntil(db, mobileNumber, now);
  if (!until) return;
  const seconds = secondsUntil(until.getTime(), now);
  throw new OtpLimitError('TOO_MANY_REQUESTS', OTP_LIMIT_MESSAGES.numberLocked(seconds), seconds);
}

/** The per-number send limits: 3 per 10 minutes, 10 per 24 hours (the longer wait is told first). */
function refuseOverSendLimits(sent: Date[], now: Date): void {
  const oldestToday = sent[0];
  if (sent.length >= OTP_LIMITS.sendsPerNumberPerDay && oldestToday) {
    const seconds = secondsUntil(oldestToday.getTime() + DAY_MS, now);
    throw new OtpLimitError('TOO_MANY_REQUESTS', OTP_LIMIT_MESSAGES.dailyCap(seconds), seconds);
  }
  const windowStart = now.getTime() - OTP_POLICY.sendWindowMs;
  const inWindow = sent.filter((at) => at.getTime() >= windowStart);
  const oldest = inWindow[0];
  if (inWindow.length >= OTP_POLICY.sendsPerNumber && oldest)
    throw sendLimit(secondsUntil(oldest.getTime() + OTP_POLICY.sendWindowMs, now));
}

/**
 * Spends one text of the hourly budget: 503 for every number once it is spent. Numbers without an
 * account may spend only their share of it; beyond that they are answered as if texted, but are not
 * ('silent'), and the text is given back. A 503 for them alone would tell anyone which numbers have an
 * account (docs/decisions/0008-sign-in-limits.md), and a 503 for everyone would let a flood of made-up
 * numbers stop every sign-in. Both kinds of number run the same statements from here on.
 */
async function spendBudget(
  tx: TDb,
  mobileNumber: string,
  now: Date,
  budget: number,
): Promise<'send' | 'silent'> {
  const { spent, resetAt } = await limits.spendSmsBudget(tx, now);
  if (spent > budget) {
    const seconds = secondsUntil(resetAt.getTime(), now);
    throw new OtpLimitError('SERVICE_UNAVAILABLE', OTP_LIMIT_MESSAGES.smsBudgetSpent(seconds), seconds);
  }
  if (spent <= Math.floor(budget * OTP_LIMITS.newNumbersShareOfBudget)) return 'send';
  const silent = !(await findAccountByMobile(tx, mobileNumber));
  await limits.refundSmsBudget(tx, silent ? 1 : 0);
  return silent ? 'silent' : 'send';
}

/**
 * True when the number's last code was sent within OTP_LIMITS.repeatSendWithinSeconds and is untried
 * (unused, no wrong guess: a send after a guess is not a double tap but a new request): this request is a repeat of that one (a double tap) and gets its answer without a new code, which
 * would retire the code already on its way. Read under the number's lock, so it holds across instances.
 */
async function isRepeatOfLastSend(tx: TDb, mobileNumber: string, now: Date): Promise<boolean> {
  const last = await repo.findLatestCode(tx, mobileNumber);
  if (!last || last.consumedAt !== null || last.failedAttempts > 0) return false;
  // A code stamped a moment after `now` was sent by a parallel request that read the clock after this
  // one but took the lock first: a repeat too.
  const age = Math.abs(now.getTime() - last.createdAt.getTime());
  return age < OTP_LIMITS.repeatSendWithinSeconds * 1000;
}

/**
 * Creates, stores (hashed) and sends a new code, within the number's lock and send limits and the SMS
 * budget. A silent code is stored like any other (so every later limit counts it alike) but not sent.
 */
export async function generateOtp(deps: TOtpDeps, mobileNumber: string): Promise<void> {
  const { db, clock, hasher } = deps;
  const now = clock.now();
  const code = generateOtpCode();
  // Codes are kept a day: the daily cap counts them (a code is dead after 5 minutes anyway).
  const dayStart = new Date(now.getTime() - DAY_MS);
  const sent = await db.transaction(async (tx) => {
    await repo.lockMobileNumber(tx, mobileNumber);
    await refuseWhileLocked(tx, mobileNumber, now);
    if (await isRepeatOfLastSend(tx, mobileNumber, now)) return undefined;
    await repo.deleteCodesBefore(tx, mobileNumber, dayStart);
    refuseOverSendLimits(await repo.listSendTimes(tx, mobileNumber, dayStart), now);
    // Last, so a refusal above spends none of the budget (and this one is rolled back with the rest).
    const delivery = await spendBudget(tx, mobileNumber, now, deps.smsBudgetPerHour);
    const id = await repo.insertCode(tx, {
      mobileNumber,
      codeHash: hasher.hash(mobileNumber, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_POLICY.lifetimeMs),
    });
    return { id, delivery };
  });
  if (!sent) return;
  const { id, delivery } = sent;
  try {
    if (delivery === 'silent') await deps.sendImitation.imitate();
    else await deps.sendImitation.timed(() => deps.send(mobileNumber, code));
  } catch (error) {
    // The student never got this code: do not let it count against their sends.
    await repo.deleteCode(db, id);
    throw error;
  }
}

/**
 * Throws invalidOtp unless `code` is the live code of the number (a wrong one counts towards the
 * number's lock), or the lock's 429 while it lasts. Does not consume it.
 */
export async function checkOtp(deps: TOtpDeps, mobileNumber: string, code: string): Promise<number> {
  const { db, clock, hasher } = deps;
  const now = clock.now();
  await refuseWhileLocked(db, mobileNumber, now);
  const row = await repo.findLatestCode(db, mobileNumber);
  const isLive =
    row !== undefined &&
    row.consumedAt === null &&
    row.failedAttempts < OTP_POLICY.maxWrongTries &&
    row.expiresAt.getTime() > now.getTime();
  if (!row || !isLive) throw invalidOtp();
  if (!(await repo.claimTry(db, row.id, now, OTP_POLICY.maxWrongTries))) throw invalidOtp();
  if (!hasher.matches(mobileNumber, code, row.codeHash)) {
    await limits.recordWrongCode(db, mobileNumber, now);
    throw invalidOtp();
  }
  return row.id;
}

/** Marks a checked code used (a parallel replay of the same code loses here) and ends the run of wrong codes. */
export async function consumeOtp(deps: TOtpDeps, id: number, mobileNumber: string): Promise<void> {
  if (!(await repo.consumeCode(deps.db, id, deps.clock.now(), OTP_POLICY.maxWrongTries))) throw invalidOtp();
  await limits.forgetWrongCodes(deps.db, mobileNumber);
}
