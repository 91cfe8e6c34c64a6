import {
  STAFF_ACCOUNT_AUDIT_ACTIONS,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_DISABLE_MESSAGES,
  type TStaffDisableBody,
  type TStaffDisableResult,
} from '@portal/contract';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { sessionsCutoff } from '../../lib/token-service.ts';
import { recordAudit, recordAudits } from '../audit/index.ts';
import {
  countAssignedStudents,
  findActiveStaffLocked,
  lockActiveCounsellorsExcept,
  lockForStaffChange,
  lockStudentsAssignedTo,
  moveStudentsTo,
  toAccount,
  updateStaff,
} from '../students/index.ts';
import type { TStaffAccountDeps } from './account-service.ts';
import { shareRoundRobin } from './round-robin-share.ts';

type TTaker = { id: number; name: string };

/**
 * POST /api/staff/accounts/{staffId}/disable: the member's students go to one staff member or are
 * shared among the active counsellors, and the member is disabled, in one transaction with one
 * STUDENT_ASSIGNED entry per student and the STAFF_ACCOUNT_DISABLED entry (with the count). The
 * rules of PATCH hold (not oneself, never the last active admin); any refusal changes nothing.
 */
export async function disableStaffAccount(
  deps: TStaffAccountDeps,
  admin: TSessionUser,
  staffId: number,
  body: TStaffDisableBody,
): Promise<TStaffDisableResult> {
  if (staffId === admin.id) throw conflict(STAFF_ACCOUNT_MESSAGES.cannotChangeOwnAccount);
  const to = 'to' in body.reassign ? body.reassign.to : null;
  if (to === staffId) throw badRequest(STAFF_DISABLE_MESSAGES.targetInvalid);
  return deps.db.transaction(async (tx) => {
    // The students first: a reassignment of one of them (which locks the student, then its new
    // counsellor) then waits here instead of holding a student this call needs while it waits for an
    // admin row locked below.
    await lockStudentsAssignedTo(tx, staffId);
    const locked = await lockForStaffChange(tx, staffId, admin.id);
    const target = locked.find((row) => row.id === staffId);
    if (!target) throw notFound(STAFF_ACCOUNT_MESSAGES.staffNotFound);
    const actor = locked.find((row) => row.id === admin.id);
    if (actor?.role !== 'ADMIN' || actor.disabledAt !== null)
      throw forbidden(STAFF_ACCOUNT_MESSAGES.adminOnly);
    if (target.disabledAt !== null) throw conflict(STAFF_DISABLE_MESSAGES.alreadyDisabled);
    if (target.role === 'ADMIN') {
      const activeAdmins = locked.filter((row) => row.role === 'ADMIN' && row.disabledAt === null);
      if (activeAdmins.length <= 1) throw conflict(STAFF_ACCOUNT_MESSAGES.lastAdmin);
    }
    // Again, now that the member's row is locked: a student given to them since the first read
    // (its assignment held a share lock on their row, which this call waited for) is counted too.
    const studentIds = await lockStudentsAssignedTo(tx, staffId);
    const shares = await planShares(tx, staffId, to, studentIds);

    const assignments = shares.flatMap(({ taker, students }) =>
      students.map((studentId) => ({ studentId, counsellorId: taker.id })),
    );
    for (const { taker, students } of shares) await moveStudentsTo(tx, students, taker.id);
    await recordAudits(
      tx,
      assignments.map(({ studentId, counsellorId }) => ({
        actor: admin,
        studentId,
        action: STAFF_ACCOUNT_AUDIT_ACTIONS.studentAssigned,
        entityType: 'STUDENT',
        entityId: studentId,
        before: { counsellorId: staffId },
        after: { counsellorId },
      })),
    );
    const row = await updateStaff(tx, staffId, {
      disabledAt: deps.clock.now(),
      // Real time, as the tokens' iat is: every session open now ends for good, even once re-enabled.
      sessionsValidFrom: sessionsCutoff(new Date()),
    });
    await recordAudit(tx, {
      actor: admin,
      studentId: null,
      action: STAFF_ACCOUNT_AUDIT_ACTIONS.disabled,
      entityType: 'STAFF_ACCOUNT',
      entityId: staffId,
      before: { disabledAt: null },
      after: { disabledAt: row.disabledAt?.toISOString() ?? null, reassignedStudentCount: studentIds.length },
    });
    const counts = await countAssignedStudents(tx, [staffId]);
    return {
      account: toAccount(row, counts.get(staffId) ?? 0),
      reassigned: shares
        .filter((share) => share.students.length > 0)
        .map(({ taker, students }) => ({ counsellor: taker, studentCount: students.length })),
    };
  });
}

/** Who takes which students: the one named, or the active counsellors, fewest students first. */
async function planShares(
  tx: TStaffAccountDeps['db'],
  staffId: number,
  to: number | null,
  studentIds: number[],
): Promise<{ taker: TTaker; students: number[] }[]> {
  if (to !== null) {
    const taker = await findActiveStaffLocked(tx, to);
    if (!taker) throw notFound(STAFF_ACCOUNT_MESSAGES.counsellorNotFound);
    return [{ taker: { id: taker.id, name: taker.name }, students: studentIds }];
  }
  if (studentIds.length === 0) return [];
  const counsellors = await lockActiveCounsellorsExcept(tx, staffId);
  if (counsellors.length === 0) throw conflict(STAFF_DISABLE_MESSAGES.noCounsellorLeft);
  const loads = await countAssignedStudents(
    tx,
    counsellors.map((row) => row.id),
  );
  const split = shareRoundRobin(
    studentIds,
    counsellors.map((row) => ({ id: row.id, load: loads.get(row.id) ?? 0 })),
  );
  return counsellors.map((row) => ({
    taker: { id: row.id, name: row.name },
    students: split.get(row.id) ?? [],
  }));
}
