import { STAFF_ACCOUNT_MESSAGES, type TOtpVerifyResponse, ZRole } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { TTokenService } from '../../lib/token-service.ts';
import { findEventId, recordEventRegistration } from '../events/index.ts';
import { findAccountByMobile, findLatestEnrollmentId, type TAccount } from '../students/index.ts';
import { createAccount } from './account-opening.ts';
import { checkOtp, consumeOtp, type TOtpDeps } from './otp-service.ts';

export type TSignInInput = { mobileNumber: string; otp: string; eventCode?: string | undefined };

export type TSignInDeps = TOtpDeps & { tokens: TTokenService };

/** The account of the number, created (student + enrollment + profile) on its first sign-in. */
async function findOrCreateAccount(
  db: TDb,
  mobileNumber: string,
): Promise<{ account: TAccount; enrollmentId: number | null; isNewUser: boolean }> {
  const existing = await findAccountByMobile(db, mobileNumber);
  if (existing) {
    const enrollmentId = existing.role === 'STUDENT' ? await findLatestEnrollmentId(db, existing.id) : null;
    return { account: existing, enrollmentId, isNewUser: false };
  }
  try {
    return { ...(await createAccount(db, { mobileNumber })), isNewUser: true };
  } catch (error) {
    // Lost a race with another sign-in of the same number (unique mobile_number): use its account.
    const created = await findAccountByMobile(db, mobileNumber);
    if (!created) throw error;
    return {
      account: created,
      enrollmentId: await findLatestEnrollmentId(db, created.id),
      isNewUser: false,
    };
  }
}

/**
 * Checks the code, then signs in (or up). The event code is looked at only after the code was right,
 * so a wrong code answers the same 401 whatever the event (no event-code oracle). An unknown
 * event code then signs in without an event: the student at a fair cannot correct it on the code form,
 * and the web client does the same when its own lookup finds no event (§8: the code is dropped).
 */
export async function signIn(deps: TSignInDeps, input: TSignInInput): Promise<TOtpVerifyResponse> {
  const { db, tokens } = deps;
  const codeId = await checkOtp(deps, input.mobileNumber, input.otp);
  await consumeOtp(deps, codeId, input.mobileNumber);
  const eventId = input.eventCode?.trim() ? await findEventId(db, input.eventCode) : undefined;

  const { account, enrollmentId, isNewUser } = await findOrCreateAccount(db, input.mobileNumber);
  // A disabled staff account gets no token (every call would refuse it anyway); judged after the
  // code, so the answer tells nothing to someone without the phone.
  if (account.disabledAt !== null) throw forbidden(STAFF_ACCOUNT_MESSAGES.accountDisabled);
  const role = ZRole.parse(account.role);
  // Staff sign in the same way but are never event attendees. Signing in with an event code is a
  // registration to that event, as POST /otp/register/event.
  if (eventId !== undefined && role === 'STUDENT') await recordEventRegistration(db, account.id, eventId);
  return {
    token: await tokens.issue({ id: account.id, role }),
    studentId: account.id,
    enrollmentId,
    referenceId: account.referenceId,
    userName: account.name,
    isNewUser,
    role,
  };
}
