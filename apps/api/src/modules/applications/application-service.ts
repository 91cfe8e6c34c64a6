import {
  APPLICATION_AUDIT_ACTIONS,
  APPLICATION_MESSAGES,
  isWithdrawableStatus,
  LIMITS,
  type TApplicationCreateRequest,
  type TApplicationListItem,
  type TApplicationStatus,
  type TApplicationView,
  type TDocumentDownload,
  type TOfferLetterKind,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { hasCompletedCounselling } from '../counselling/index.ts';
import { courseExists } from '../courses/index.ts';
import { downloadUrlOf, type TFileDeps } from '../files/index.ts';
import type { TNotifier } from '../notifications/index.ts';
import { isPlatformFeePaid } from '../payments/index.ts';
import { findActiveEntry, lockEntry, releaseAppliedEntry } from '../shortlist/index.ts';
import {
  findAccount,
  refreshStudentStage,
  resolveEnrollmentId,
  resolveStudentId,
} from '../students/index.ts';
import { findAccessibleApplication } from './application-access.ts';
import { listApplicationsOf } from './application-list-read-model.ts';
import { noticeStudentApplicationChange } from './application-notices.ts';
import {
  countWithdrawals,
  findApplicationOfCourse,
  insertApplication,
  type TApplicationRow,
  toApplicationView,
  updateApplication,
} from './application-repository.ts';
import { hasUnusedGrant } from './extra-application-repository.ts';

/**
 * POST /api/application (§4 Apply flow, §6). Students only, never event users. Applying again to a
 * course answers the existing application (`isNew` false) before any other rule is checked again.
 */
export async function applyToCourse(
  { db, notifier }: { db: TDb; notifier: TNotifier },
  user: TSessionUser,
  body: TApplicationCreateRequest,
): Promise<{ application: TApplicationView; isNew: boolean }> {
  if (isStaff(user)) throw forbidden(APPLICATION_MESSAGES.onlyStudentsApply);
  const account = await findAccount(db, user.id);
  if (!account) throw notFound('Student not found.');
  if (account.isEvent) throw forbidden(APPLICATION_MESSAGES.eventUserCannotApply);
  const enrollmentId = await resolveEnrollmentId(
    db,
    user.id,
    body.enrollmentId,
    APPLICATION_MESSAGES.enrollmentNotOwned,
  );

  const existing = await findApplicationOfCourse(db, user.id, body.courseId);
  if (existing) return { application: toApplicationView(existing), isNew: false };
  // A brake on apply / opt-out cycles: beyond the cap only an admin's grant
  // (docs/decisions/0017-opt-out-cap.md) lets one more application through. Checked here first so the refusal
  // comes before the other rules; the insert counts again and takes the grant in its transaction.
  if (
    (await countWithdrawals(db, user.id, body.courseId)) >= LIMITS.withdrawalsPerCourseMax &&
    !(await hasUnusedGrant(db, user.id, body.courseId))
  ) {
    throw conflict(APPLICATION_MESSAGES.withdrawalLimitReached);
  }

  if (!(await courseExists(db, body.courseId))) throw notFound(APPLICATION_MESSAGES.courseNotFound);
  if (!(await isPlatformFeePaid(db, user.id))) {
    throw new AppError('PAYMENT_REQUIRED', APPLICATION_MESSAGES.paymentRequired);
  }
  const entry = await findActiveEntry(db, user.id, body.courseId);
  if (!entry) throw conflict(APPLICATION_MESSAGES.courseNotShortlisted);
  if (entry.status === 'NOT_ELIGIBLE') throw conflict(APPLICATION_MESSAGES.notEligible);
  // APPLIED: a racing first call applied after this one looked for an existing application; the
  // insert below then answers that application (the entry only becomes APPLIED by applying).
  const isCleared = entry.status === 'EXPERT_CHOICE' || entry.status === 'APPLIED';
  if (!isCleared && !(await hasCompletedCounselling(db, user.id))) {
    throw conflict(APPLICATION_MESSAGES.counsellingRequired);
  }

  const result = await insertApplication(
    db,
    { studentId: user.id, courseId: body.courseId, enrollmentId },
    (tx, row) => noticeStudentApplicationChange(notifier, tx, row, 'APPLIED'),
  );
  if ('entryGone' in result) throw conflict(APPLICATION_MESSAGES.shortlistChanged);
  if ('limitReached' in result) throw conflict(APPLICATION_MESSAGES.withdrawalLimitReached);
  return { application: toApplicationView(result.row), isNew: result.isNew };
}

/** GET /api/application/{id}: own only (another student's is a 404); staff any. */
export async function getApplication(
  db: TDb,
  user: TSessionUser,
  applicationId: number,
): Promise<TApplicationView> {
  return toApplicationView(await findAccessibleApplication(db, user, applicationId));
}

/** GET /api/application: the caller's applications; staff name the student. */
export async function listApplications(
  db: TDb,
  user: TSessionUser,
  studentId?: number,
): Promise<TApplicationListItem[]> {
  if (isStaff(user) && studentId === undefined) throw badRequest(APPLICATION_MESSAGES.studentIdRequired);
  return listApplicationsOf(db, await resolveStudentId(db, user, studentId));
}

/**
 * POST /api/application/{id}/withdraw (Applied Courses' Opt Out). Students only, own applications
 * only (another's is a 404, as for reads). The application becomes WITHDRAWN (final), its shortlist
 * entry gets back the status it had before applying, and the opt-out is audited, all in one
 * transaction with the shortlist entry and the application locked, in the order an apply locks them.
 * The course may then be applied to again.
 */
export async function withdrawApplication(
  { db, notifier }: { db: TDb; notifier: TNotifier },
  user: TSessionUser,
  applicationId: number,
): Promise<TApplicationView> {
  if (isStaff(user)) throw forbidden(APPLICATION_MESSAGES.onlyStudentsWithdraw);
  return db.transaction(async (tx) => {
    // The shortlist entry first, then the application: the order an apply takes them in.
    const target = await findAccessibleApplication(tx, user, applicationId);
    await lockEntry(tx, target.studentId, target.courseId);
    const before = await findAccessibleApplication(tx, user, applicationId, { forUpdate: true });
    const from = before.status as TApplicationStatus;
    if (!isWithdrawableStatus(from)) throw conflict(APPLICATION_MESSAGES.withdrawNotAllowed);
    const after = await updateApplication(tx, applicationId, { status: 'WITHDRAWN' });
    const shortlistStatus = await releaseAppliedEntry(tx, before);
    await refreshStudentStage(tx, before.studentId);
    await recordAudit(tx, {
      actor: user,
      studentId: before.studentId,
      action: APPLICATION_AUDIT_ACTIONS.withdrawn,
      entityType: 'application',
      entityId: applicationId,
      before: { status: from, courseId: before.courseId },
      after: { status: after.status, courseId: before.courseId, shortlistStatus },
    });
    await noticeStudentApplicationChange(notifier, tx, after, 'WITHDRAWN');
    return toApplicationView(after);
  });
}

/** The letter of an offer, only once the status says it was received and the letter is on file. */
function offerLetterOf(row: TApplicationRow, kind: TOfferLetterKind): number {
  if (row.status === 'WITHDRAWN') throw notFound(APPLICATION_MESSAGES.applicationWithdrawn);
  if (kind === 'CONDITIONAL') {
    // After an unconditional offer the earlier conditional letter stays downloadable (§4: both
    // offer views show as received); one that never existed is "not received".
    const received =
      row.status === 'CONDITIONAL_OFFER_RECEIVED' ||
      (row.status === 'UNCONDITIONAL_OFFER_RECEIVED' && row.conditionalOfferFileId !== null);
    if (!received) throw notFound(APPLICATION_MESSAGES.conditionalOfferNotReceived);
    if (row.conditionalOfferFileId === null)
      throw notFound(APPLICATION_MESSAGES.conditionalOfferLetterMissing);
    return row.conditionalOfferFileId;
  }
  if (row.status !== 'UNCONDITIONAL_OFFER_RECEIVED') {
    throw notFound(APPLICATION_MESSAGES.unconditionalOfferNotReceived);
  }
  if (row.unconditionalOfferFileId === null) {
    throw notFound(APPLICATION_MESSAGES.unconditionalOfferLetterMissing);
  }
  return row.unconditionalOfferFileId;
}

/** GET /api/application/{conditional,unconditional}-offer/download?applicationId= → {tempURL}. */
export async function downloadOfferLetter(
  deps: TFileDeps,
  user: TSessionUser,
  applicationId: number,
  kind: TOfferLetterKind,
): Promise<TDocumentDownload> {
  const row = await findAccessibleApplication(deps.db, user, applicationId);
  return { tempURL: downloadUrlOf(deps, offerLetterOf(row, kind)) };
}
