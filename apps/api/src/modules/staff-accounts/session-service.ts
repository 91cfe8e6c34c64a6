import { SESSION_AUDIT_ACTIONS, SESSION_POLICY_MESSAGES, STAFF_ACCOUNT_MESSAGES } from '@portal/contract';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { lockForStaffChange, updateStaff } from '../students/index.ts';
import type { TStaffAccountDeps } from './account-service.ts';

/**
 * POST /api/staff/accounts/{staffId}/end-sessions: every token the member holds is refused from the
 * cutoff on (they sign in again; the account stays enabled). Not on oneself (sign out everywhere does
 * that); another admin's sessions may be ended, as an admin may disable another admin. Recorded with
 * its audit entry in one transaction. The caller waits for the cutoff to be heard (tokens.sessionsEnded).
 */
export async function endStaffSessions(
  deps: TStaffAccountDeps,
  admin: TSessionUser,
  staffId: number,
  /** tokens.cutoff (the next whole second of the tokens' time), read once the rows are locked. */
  cutoffNow: () => Date,
): Promise<{ staffId: number; sessionsValidFrom: Date }> {
  if (staffId === admin.id) throw conflict(SESSION_POLICY_MESSAGES.cannotEndOwnSessions);
  return deps.db.transaction(async (tx) => {
    const locked = await lockForStaffChange(tx, staffId, admin.id);
    const target = locked.find((row) => row.id === staffId);
    if (!target) throw notFound(STAFF_ACCOUNT_MESSAGES.staffNotFound);
    // The acting admin may have been demoted or disabled while this call waited for the locks.
    const actor = locked.find((row) => row.id === admin.id);
    if (actor?.role !== 'ADMIN' || actor.disabledAt !== null)
      throw forbidden(STAFF_ACCOUNT_MESSAGES.adminOnly);
    // After the lock wait, so a token issued while this call waited is ended too.
    const cutoff = cutoffNow();
    await updateStaff(tx, staffId, { sessionsValidFrom: cutoff });
    await recordAudit(tx, {
      actor: admin,
      studentId: null,
      action: SESSION_AUDIT_ACTIONS.staffSessionsEnded,
      entityType: 'STAFF_ACCOUNT',
      entityId: staffId,
      before: null,
      after: { sessionsValidFrom: cutoff.toISOString() },
    });
    return { staffId, sessionsValidFrom: cutoff };
  });
}
