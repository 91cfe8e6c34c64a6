import type { TSessionResponse } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { sessionExpired } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { findAccount, findLatestEnrollmentId } from '../students/index.ts';

/**
 * The sign-in answer's account fields for a valid token (GET /auth/session). The role is the
 * account's current one (plugins/auth.ts reads it on every call), so an admin's change shows here too.
 */
export async function readSession(db: TDb, user: TSessionUser): Promise<TSessionResponse> {
  const account = await findAccount(db, user.id);
  // A token outliving its account cannot be used for anything: the client signs in again.
  if (!account) throw sessionExpired('The account of this session no longer exists');
  const isStudent = user.role === 'STUDENT';
  return {
    studentId: account.id,
    enrollmentId: isStudent ? await findLatestEnrollmentId(db, account.id) : null,
    referenceId: account.referenceId,
    userName: account.name,
    role: user.role,
    // Staff are never event attendees (sign-in does not mark them).
    isEvent: isStudent && account.isEvent,
  };
}
