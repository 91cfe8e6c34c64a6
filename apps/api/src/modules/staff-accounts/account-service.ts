import {
  STAFF_ACCOUNT_AUDIT_ACTIONS,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_DISABLE_MESSAGES,
  type TStaffAccount,
  type TStaffAccountCreateBody,
  type TStaffAccountUpdateBody,
  type TStaffMe,
  type TStaffMember,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound, sessionExpired } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { sessionsCutoff } from '../../lib/token-service.ts';
import { recordAudit } from '../audit/index.ts';
import {
  countAssignedStudents,
  findAccountByMobile,
  findStaff,
  listStaff,
  lockForStaffChange,
  openAccount,
  toAccount,
  toMember,
  updateStaff,
} from '../students/index.ts';

/**
 * The team: who is signed in, the colleagues any staff member sees, and what an admin changes (add,
 * role, disable, re-enable). Each change runs in one transaction with its audit entry.
 */
export type TStaffAccountDeps = { db: TDb; clock: { now: () => Date } };

const ENTITY_TYPE = 'STAFF_ACCOUNT';

/** GET /api/staff/me */
export async function getMe(db: TDb, user: TSessionUser): Promise<TStaffMe> {
  const row = await findStaff(db, user.id);
  // The auth check read this account a moment ago; it can only be gone or a student if changed since.
  if (!row) throw sessionExpired('The account of this session is no longer a staff account');
  return { id: row.id, name: row.name, mobileNumber: row.mobileNumber, role: toMember(row).role };
}

/** GET /api/staff/members */
export async function listMembers(db: TDb): Promise<TStaffMember[]> {
  return (await listStaff(db)).map(toMember);
}

/** GET /api/staff/accounts */
export async function listAccounts(db: TDb): Promise<TStaffAccount[]> {
  const [rows, counts] = await Promise.all([listStaff(db), countAssignedStudents(db)]);
  return rows.map((row) => toAccount(row, counts.get(row.id) ?? 0));
}

const takenMessage = (role: string) =>
  role === 'STUDENT'
    ? STAFF_ACCOUNT_MESSAGES.mobileTakenByStudent
    : STAFF_ACCOUNT_MESSAGES.mobileTakenByStaff;

/** POST /api/staff/accounts: a new staff account; a number already in use is refused (409). */
export async function createStaffAccount(
  db: TDb,
  admin: TSessionUser,
  body: TStaffAccountCreateBody,
): Promise<TStaffAccount> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await findAccountByMobile(tx, body.mobileNumber);
      if (existing) throw conflict(takenMessage(existing.role));
      const { account } = await openAccount(tx, body);
      await recordAudit(tx, {
        actor: admin,
        studentId: null,
        action: STAFF_ACCOUNT_AUDIT_ACTIONS.accountCreated,
        entityType: ENTITY_TYPE,
        entityId: account.id,
        before: null,
        after: { mobileNumber: account.mobileNumber, name: account.name, role: account.role },
      });
      return toAccount(account, 0);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The number signed up (or was added) at the same moment: the unique mobile number refused it.
    const existing = await findAccountByMobile(db, body.mobileNumber);
    if (existing) throw conflict(takenMessage(existing.role));
    throw error;
  }
}

/**
 * PATCH /api/staff/accounts/{staffId}: role, disabled, or both. An admin cannot change their own
 * account, the last active admin cannot be demoted or disabled, and a member who still has students
 * is disabled only through POST …/disable (which reassigns them); all judged under row locks.
 * A value already in place changes (and records) nothing.
 */
export async function updateStaffAccount(
  deps: TStaffAccountDeps,
  admin: TSessionUser,
  staffId: number,
  body: TStaffAccountUpdateBody,
): Promise<TStaffAccount> {
  if (staffId === admin.id) throw conflict(STAFF_ACCOUNT_MESSAGES.cannotChangeOwnAccount);
  return deps.db.transaction(async (tx) => {
    const locked = await lockForStaffChange(tx, staffId, admin.id);
    const target = locked.find((row) => row.id === staffId);
    if (!target) throw notFound(STAFF_ACCOUNT_MESSAGES.staffNotFound);
    const role = body.role ?? target.role;
    const isDisabled = body.isDisabled ?? target.disabledAt !== null;
    const wasActiveAdmin = target.role === 'ADMIN' && target.disabledAt === null;
    const staysActiveAdmin = role === 'ADMIN' && !isDisabled;
    if (wasActiveAdmin && !staysActiveAdmin) {
      const activeAdmins = locked.filter((row) => row.role === 'ADMIN' && row.disabledAt === null);
      if (activeAdmins.length <= 1) throw conflict(STAFF_ACCOUNT_MESSAGES.lastAdmin);
    }
    // The acting admin may have been demoted or disabled while this call waited for the locks (two
    // admins demoting each other at once: the second is refused above, or here).
    const actor = locked.find((row) => row.id === admin.id);
    if (actor?.role !== 'ADMIN' || actor.disabledAt !== null)
      throw forbidden(STAFF_ACCOUNT_MESSAGES.adminOnly);
    // Their students would be left with a counsellor who cannot answer: POST …/disable moves them.
    // A student given to them meanwhile waits for the lock on their row and is then refused.
    if (isDisabled && target.disabledAt === null) {
      const assigned = (await countAssignedStudents(tx, [staffId])).get(staffId) ?? 0;
      if (assigned > 0) throw conflict(STAFF_DISABLE_MESSAGES.reassignFirst(assigned));
    }

    let row = target;
    const audit = { actor: admin, studentId: null, entityType: ENTITY_TYPE, entityId: staffId };
    if (role !== target.role) {
      row = await updateStaff(tx, staffId, { role: body.role });
      await recordAudit(tx, {
        ...audit,
        action: STAFF_ACCOUNT_AUDIT_ACTIONS.roleChanged,
        before: { role: target.role },
        after: { role: row.role },
      });
    }
    if (isDisabled !== (target.disabledAt !== null)) {
      row = await updateStaff(tx, staffId, {
        disabledAt: isDisabled ? deps.clock.now() : null,
        // Real time, as the tokens' iat is: every session open now ends for good, even once re-enabled.
        ...(isDisabled ? { sessionsValidFrom: sessionsCutoff(new Date()) } : {}),
      });
      await recordAudit(tx, {
        ...audit,
        action: isDisabled ? STAFF_ACCOUNT_AUDIT_ACTIONS.disabled : STAFF_ACCOUNT_AUDIT_ACTIONS.enabled,
        before: { disabledAt: target.disabledAt?.toISOString() ?? null },
        after: { disabledAt: row.disabledAt?.toISOString() ?? null },
      });
    }
    const counts = await countAssignedStudents(tx, [staffId]);
    return toAccount(row, counts.get(staffId) ?? 0);
  });
}
