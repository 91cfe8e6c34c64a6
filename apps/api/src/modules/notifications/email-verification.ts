import {
  NOTIFICATION_PREFERENCE_MESSAGES as MESSAGES,
  NOTIFICATION_AUDIT_ACTIONS,
  EMAIL_VERIFICATION_POLICY as POLICY,
  type TNotificationPreferences,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import type { TDeliveryChannels } from './channels.ts';
import { generateEmailCode, type TEmailCodeHasher } from './email-code.ts';
import {
  countWrongTry,
  endEmailVerification,
  findEmailVerification,
  lockEmailVerification,
  saveEmailVerification,
} from './email-verification-repository.ts';
import { saveVerifiedEmail } from './preference-repository.ts';
import { getMyPreferences, type TPreferenceDeps } from './preference-service.ts';

export type TEmailDeps = TPreferenceDeps & {
  channels: TDeliveryChannels;
  hasher: TEmailCodeHasher;
  log: FastifyBaseLogger;
};

const HOUR_MS = 60 * 60_000;

/**
 * Sends a 6-digit code to the address (which waits as `pendingAddress` until verified). At most
 * POLICY.maxSendsPerHour codes an hour per person (429 past it). The code is written before it is sent:
 * the mail server is not waited for inside a transaction; a failed send answers 503 and still counts.
 */
export async function sendEmailCode(deps: TEmailDeps, user: TSessionUser, email: string) {
  const now = deps.clock.now();
  const code = generateEmailCode();
  await deps.db.transaction(async (tx) => {
    await lockEmailVerification(tx, user.id);
    const current = await findEmailVerification(tx, user.id);
    const windowOpen = current && now.getTime() - current.windowStartedAt.getTime() < HOUR_MS;
    const sends = windowOpen ? current.sendsInWindow : 0;
    if (sends >= POLICY.maxSendsPerHour) throw tooManyRequests(MESSAGES.tooManyEmails);
    await saveEmailVerification(tx, {
      userId: user.id,
      email,
      codeHash: deps.hasher.hash(user.id, email, code),
      expiresAt: new Date(now.getTime() + POLICY.codeLifetimeMinutes * 60_000),
      sendsInWindow: sends + 1,
      windowStartedAt: windowOpen ? current.windowStartedAt : now,
    });
  });
  try {
    await deps.channels.sendEmailCode({ to: email, code });
  } catch (error) {
    deps.log.warn({ err: error, userId: user.id }, 'email verification code not sent');
    throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.emailNotSent, MESSAGES.emailNotSent);
  }
  return getMyPreferences(deps, user);
}

type TOutcome = 'VERIFIED' | keyof typeof MESSAGES;

/**
 * Checks a code against the pending address. A wrong code counts (its own committed transaction: the
 * count must survive the 400), and the POLICY.maxWrongCodes-th ends the code. Right: the address becomes
 * the one emails go to.
 */
export async function verifyEmailCode(
  deps: TEmailDeps,
  user: TSessionUser,
  code: string,
): Promise<TNotificationPreferences> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<TOutcome> => {
    await lockEmailVerification(tx, user.id);
    const pending = await findEmailVerification(tx, user.id);
    if (!pending || pending.codeHash === '') return 'noPendingEmail';
    if (pending.wrongTries >= POLICY.maxWrongCodes) return 'codeTooManyTries';
    if (pending.expiresAt <= now) return 'codeExpired';
    if (!deps.hasher.matches(user.id, pending.email, code, pending.codeHash)) {
      const tries = await countWrongTry(tx, user.id);
      return tries >= POLICY.maxWrongCodes ? 'codeTooManyTries' : 'codeWrong';
    }
    await saveVerifiedEmail(tx, user.id, pending.email, now);
    await endEmailVerification(tx, user.id, now);
    await auditEmail(tx, user, 'verified');
    return 'VERIFIED';
  });
  if (outcome !== 'VERIFIED') throw badRequest(MESSAGES[outcome] as string);
  return getMyPreferences(deps, user);
}

/** Removes the verified address and ends any pending code: no more emails until one is verified again. */
export async function removeEmail(deps: TEmailDeps, user: TSessionUser): Promise<TNotificationPreferences> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockEmailVerification(tx, user.id);
    await saveVerifiedEmail(tx, user.id, null, now);
    await endEmailVerification(tx, user.id, now);
    await auditEmail(tx, user, 'removed');
  });
  return getMyPreferences(deps, user);
}

/** A staff member's address change is audited without the address itself (personal data). */
async function auditEmail(tx: TEmailDeps['db'], user: TSessionUser, change: 'verified' | 'removed') {
  if (!isStaff(user)) return;
  await recordAudit(tx, {
    actor: user,
    studentId: null,
    action: NOTIFICATION_AUDIT_ACTIONS.settingsChanged,
    entityType: 'NOTIFICATION_SETTINGS',
    entityId: user.id,
    before: null,
    after: { email: change },
  });
}
