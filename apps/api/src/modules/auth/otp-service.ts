import { ERROR_MESSAGES } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { generateOtpCode, type TOtpHasher } from './otp-code.ts';
import { OTP_POLICY } from './otp-policy.ts';
import * as repo from './otp-repository.ts';
import type { TOtpSender } from './otp-sender.ts';

export type TOtpDeps = {
  db: TDb;
  clock: { now: () => Date };
  hasher: TOtpHasher;
  send: TOtpSender;
};

/** A wrong, expired, used, dead or missing code all look the same to the caller. */
export const invalidOtp = () => new AppError('UNAUTHORIZED', ERROR_MESSAGES.invalidOtp);

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** 429 for the per-number send limit; carries the wait so the route can set Retry-After. */
export class OtpSendLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'TOO_MANY_REQUESTS',
      `Too many OTPs sent to this number: at most ${OTP_POLICY.sendsPerNumber} every ` +
        `${OTP_POLICY.sendWindowMs / 60_000} minutes. Try again in ${describeWait(retryAfterSeconds)}.`,
    );
  }
}

/** Creates, stores (hashed) and sends a new code, within the per-number send limit. */
export async function generateOtp(deps: TOtpDeps, mobileNumber: string): Promise<void> {
  const { db, clock, hasher } = deps;
  const now = clock.now();
  const code = generateOtpCode();
  const windowStart = new Date(now.getTime() - OTP_POLICY.sendWindowMs);
  const id = await db.transaction(async (tx) => {
    await repo.lockMobileNumber(tx, mobileNumber);
    await repo.deleteCodesBefore(tx, mobileNumber, windowStart);
    const sent = await repo.listSendTimes(tx, mobileNumber, windowStart);
    const oldest = sent[0];
    if (sent.length >= OTP_POLICY.sendsPerNumber && oldest) {
      const freeAt = oldest.getTime() + OTP_POLICY.sendWindowMs;
      throw new OtpSendLimitError(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
    }
    return repo.insertCode(tx, {
      mobileNumber,
      codeHash: hasher.hash(mobileNumber, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_POLICY.lifetimeMs),
    });
  });
  try {
    await deps.send(mobileNumber, code);
  } catch (error) {
    // The student never got this code: do not let it count against their sends.
    await repo.deleteCode(db, id);
    throw error;
  }
}

/** Throws invalidOtp unless `code` is the live code of the number. Does not consume it. */
export async function checkOtp(deps: TOtpDeps, mobileNumber: string, code: string): Promise<number> {
  const { db, clock, hasher } = deps;
  const row = await repo.findLatestCode(db, mobileNumber);
  const isLive =
    row !== undefined &&
    row.consumedAt === null &&
    row.failedAttempts < OTP_POLICY.maxWrongTries &&
    row.expiresAt.getTime() > clock.now().getTime();
  if (!row || !isLive) throw invalidOtp();
  if (!hasher.matches(mobileNumber, code, row.codeHash)) {
    await repo.recordWrongTry(db, row.id);
    throw invalidOtp();
  }
  return row.id;
}

/** Marks a checked code used; a parallel replay of the same code loses here. */
export async function consumeOtp(deps: TOtpDeps, id: number): Promise<void> {
  if (!(await repo.consumeCode(deps.db, id, deps.clock.now(), OTP_POLICY.maxWrongTries))) throw invalidOtp();
}
