import { AUTH_MESSAGES, type TOtpVerifyResponse, ZRole } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { TTokenService } from '../../lib/token-service.ts';
import { insertRegistration } from '../events/event-repository.ts';
import {
  createAccount,
  findAccountByMobile,
  findLatestEnrollmentId,
  type TAccount,
} from '../students/account-repository.ts';
import type { TOtpService } from './otp-service.ts';
import { findEventIdByCode, markEventUser } from './sign-in-repository.ts';

export type TSignInInput = { mobileNumber: string; otp: string; eventCode?: string | undefined };

export type TSignInService = ReturnType<typeof createSignInService>;

export function createSignInService(deps: { db: TDb; otp: TOtpService; tokens: TTokenService }) {
  const { db, otp, tokens } = deps;

  /** The account of the number, created (student + enrollment + profile) on its first sign-in. */
  async function findOrCreateAccount(
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

  /** Checks the code, then signs in (or up). An unknown event code is refused before the code is spent. */
  async function signIn(input: TSignInInput): Promise<TOtpVerifyResponse> {
    const eventCode = input.eventCode?.trim().toUpperCase();
    let eventId: number | undefined;
    if (eventCode) {
      eventId = await findEventIdByCode(db, eventCode);
      if (eventId === undefined) throw badRequest(AUTH_MESSAGES.unknownEventCode);
    }
    const codeId = await otp.check(input.mobileNumber, input.otp);
    await otp.consume(codeId);

    const { account, enrollmentId, isNewUser } = await findOrCreateAccount(input.mobileNumber);
    const role = ZRole.parse(account.role);
    // Staff sign in the same way but are never event attendees.
    if (eventId !== undefined && role === 'STUDENT') {
      // Signing in with an event code is a registration to that event, as POST /otp/register/event.
      const id = eventId;
      await db.transaction(async (tx) => {
        await insertRegistration(tx, account.id, id);
        await markEventUser(tx, account.id, id);
      });
    }
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

  return { signIn };
}
