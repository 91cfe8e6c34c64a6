import {
  STAFF_AUDIT_ACTIONS,
  STAFF_MESSAGES,
  type TCounsellingCompleteBody,
  type TStaffCounsellingBooking,
  type TStaffPaymentBody,
  type TStaffPaymentSummary,
  type TStaffShortlistBody,
  type TStaffShortlistResult,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import {
  completeBookedSession,
  hasCompletedCounselling,
  noticeSessionCompleted,
  toBooking,
} from '../counselling/index.ts';
import { courseExists } from '../courses/index.ts';
import type { TNotifier } from '../notifications/index.ts';
import { insertPayment, noticePaymentRecorded } from '../payments/index.ts';
import { addEntry, lockEntry, setEntryStatus } from '../shortlist/index.ts';
import { findLatestEnrollmentId, lockStudent, refreshStudentStage } from '../students/index.ts';
import { hasApplicationFor, readPaymentSummary } from './staff-journey-read-model.ts';
import { requireStudent } from './staff-student-service.ts';

/**
 * The staff actions that move a student's journey forward. Each runs in one transaction together
 * with its audit entry (who, what, before, after), so a change is never left unrecorded.
 */
export type TStaffDeps = { db: TDb; clock: { now: () => Date }; notifier: TNotifier; jobs: TJobQueue };

/** POST /api/staff/students/{studentId}/counselling/complete, with the counsellor's note (optional). */
export async function completeCounselling(
  deps: TStaffDeps,
  staff: TSessionUser,
  studentId: number,
  body: TCounsellingCompleteBody,
): Promise<TStaffCounsellingBooking> {
  const note = body?.note ?? '';
  return deps.db.transaction(async (tx) => {
    await requireStudent(tx, studentId);
    const row = await completeBookedSession(tx, studentId, { completedAt: deps.clock.now(), note });
    if (!row) {
      throw conflict(
        (await hasCompletedCounselling(tx, studentId))
          ? STAFF_MESSAGES.counsellingAlreadyCompleted
          : STAFF_MESSAGES.noBookedSession,
      );
    }
    const booking = toBooking(row);
    await refreshStudentStage(tx, studentId);
    await recordAudit(tx, {
      actor: staff,
      studentId,
      action: STAFF_AUDIT_ACTIONS.counsellingCompleted,
      entityType: 'COUNSELLING_BOOKING',
      entityId: booking.id,
      before: { status: 'BOOKED', date: booking.date, time: booking.time },
      after: { status: booking.status, completedAt: booking.completedAt, note: row.completionNote },
    });
    await noticeSessionCompleted(deps, tx, { studentId, booking });
    return { ...booking, completionNote: row.completionNote };
  });
}

/**
 * PUT /api/staff/students/{studentId}/shortlist/{courseId}. EXPERT_CHOICE adds the course (or
 * revives a removed entry) as the counsellor's pick; NOT_ELIGIBLE needs the course on the list.
 * Applied courses are locked. NOT_ELIGIBLE carries the counsellor's reason (staff only; the student's
 * calls never return it), EXPERT_CHOICE clears it. Setting the status and reason an entry already
 * has changes nothing; a NOT_ELIGIBLE entry given another reason is a change.
 */
export async function setShortlistStatusByStaff(
  deps: TStaffDeps,
  staff: TSessionUser,
  target: { studentId: number; courseId: number },
  body: TStaffShortlistBody,
): Promise<TStaffShortlistResult> {
  const { studentId, courseId } = target;
  return deps.db.transaction(async (tx) => {
    await requireStudent(tx, studentId);
    if (!(await courseExists(tx, courseId))) throw notFound(STAFF_MESSAGES.courseNotFound);
    const row = await lockEntry(tx, studentId, courseId);
    const isActive = Boolean(row && !row.removedAt);
    if ((isActive && row?.status === 'APPLIED') || (await hasApplicationFor(tx, studentId, courseId))) {
      throw conflict(STAFF_MESSAGES.appliedLocked);
    }
    if (!isActive && body.status === 'NOT_ELIGIBLE') throw notFound(STAFF_MESSAGES.notInShortlist);
    const audit = { actor: staff, studentId, entityType: 'SHORTLIST_ENTRY' };
    const statusReason = body.status === 'NOT_ELIGIBLE' ? body.reason : '';

    const changeActive = async (active: NonNullable<typeof row>) => {
      if (active.status === body.status && active.statusReason === statusReason) {
        return toResult(active, false);
      }
      const updated = await setEntryStatus(tx, active.id, { status: body.status, statusReason });
      await recordAudit(tx, {
        ...audit,
        action: STAFF_AUDIT_ACTIONS.shortlistStatusChanged,
        entityId: active.id,
        before: { courseId, status: active.status, reason: active.statusReason },
        after: { courseId, status: updated.status, reason: updated.statusReason },
      });
      return toResult(updated, true);
    };

    if (row && isActive) return changeActive(row);
    const { entry, isNew } = await addEntry(tx, {
      studentId,
      courseId,
      enrollmentId: await findLatestEnrollmentId(tx, studentId),
      status: body.status,
      statusReason,
      createdBy: staff.id,
      createdByRole: staff.role,
    });
    if (!isNew) {
      // The student (or another staff call) added the course after the lock above found no entry:
      // change that entry instead, under the same rules.
      const added = await lockEntry(tx, studentId, courseId);
      if (!added || added.removedAt) throw conflict(STAFF_MESSAGES.shortlistChanged);
      if (added.status === 'APPLIED') throw conflict(STAFF_MESSAGES.appliedLocked);
      return changeActive(added);
    }
    await recordAudit(tx, {
      ...audit,
      action: STAFF_AUDIT_ACTIONS.shortlistAdded,
      entityId: entry.id,
      before: row ? { courseId, status: row.status, reason: row.statusReason, removed: true } : null,
      after: { courseId, status: entry.status, reason: statusReason },
    });
    return toResult({ ...entry, statusReason }, true);
  });
}

function toResult(
  entry: {
    id: number;
    studentId: number;
    courseId: number;
    status: string;
    createdBy: number;
    createdByRole: string;
    statusReason?: string;
  },
  changed: boolean,
): TStaffShortlistResult {
  return {
    id: entry.id,
    studentId: entry.studentId,
    courseId: entry.courseId,
    status: entry.status as TStaffShortlistResult['status'],
    createdBy: entry.createdBy,
    createdByRole: entry.createdByRole as TStaffShortlistResult['createdByRole'],
    statusReason: entry.statusReason ?? '',
    changed,
  };
}

/**
 * POST /api/staff/students/{studentId}/payments: the platform fee received offline. Partial payments
 * are accepted up to the outstanding balance; once the fee is paid, more is refused (409). The
 * student row is locked so two staff recording at once cannot together exceed the fee. The mode
 * (CASH by default) and the transaction reference are kept for the receipt.
 */
export async function recordPayment(
  deps: TStaffDeps,
  staff: TSessionUser,
  studentId: number,
  body: TStaffPaymentBody,
): Promise<TStaffPaymentSummary> {
  const { amount, mode, reference } = body;
  return deps.db.transaction(async (tx) => {
    if (!(await lockStudent(tx, studentId))) throw notFound(STAFF_MESSAGES.studentNotFound);
    const before = await readPaymentSummary(tx, studentId);
    if (before.isPaid) throw conflict(STAFF_MESSAGES.alreadyPaid);
    if (amount > before.outstanding)
      throw badRequest(STAFF_MESSAGES.amountExceedsBalance(before.outstanding));
    const payment = await insertPayment(tx, { studentId, amount, mode, reference, recordedBy: staff.id });
    await refreshStudentStage(tx, studentId);
    const after = await readPaymentSummary(tx, studentId);
    await recordAudit(tx, {
      actor: staff,
      studentId,
      action: STAFF_AUDIT_ACTIONS.paymentRecorded,
      entityType: 'PAYMENT',
      entityId: payment.id,
      before: { totalPaid: before.totalPaid, isPaid: before.isPaid },
      after: { amount, mode, reference, totalPaid: after.totalPaid, isPaid: after.isPaid },
    });
    await noticePaymentRecorded(deps.notifier, tx, payment);
    return after;
  });
}
