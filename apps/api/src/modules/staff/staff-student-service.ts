import { STAFF_MESSAGES, type TStaffStudentDetail } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { getWithdrawalLimits } from '../applications/index.ts';
import { findCompletionNote, findLatestBooking, hasCompletedCounselling } from '../counselling/index.ts';
import { findProfileRecord, toStudentProfile } from '../profile/index.ts';
import { listItems, withStatusReasons } from '../shortlist/index.ts';
import { findLatestEnrollmentId, findStudentAccount, type TAccount } from '../students/index.ts';
import { listApplications, listDocuments, readPaymentSummary } from './staff-journey-read-model.ts';
import { findAssignedCounsellor } from './student-list-read-model.ts';

/** The student named in a staff call's path; 404 for an unknown id or a staff account. */
export async function requireStudent(db: TDb, studentId: number): Promise<TAccount> {
  const account = await findStudentAccount(db, studentId);
  if (!account) throw notFound(STAFF_MESSAGES.studentNotFound);
  return account;
}

/**
 * GET /api/staff/students/{studentId}: account, profile, documents, shortlist, booking, payment,
 * applications and the courses at the opt-out limit.
 */
export async function getStudentDetail(db: TDb, studentId: number): Promise<TStaffStudentDetail> {
  const account = await requireStudent(db, studentId);
  const [
    enrollmentId,
    record,
    documents,
    shortlist,
    counselling,
    isCounsellingCompleted,
    payment,
    applied,
    withdrawalLimits,
    assignedCounsellor,
  ] = await Promise.all([
    findLatestEnrollmentId(db, studentId),
    findProfileRecord(db, studentId),
    listDocuments(db, studentId),
    listItems(db, studentId),
    findLatestBooking(db, studentId),
    hasCompletedCounselling(db, studentId),
    readPaymentSummary(db, studentId),
    listApplications(db, studentId),
    getWithdrawalLimits(db, studentId),
    findAssignedCounsellor(db, account.assignedCounsellorId),
  ]);
  // Staff only: why a course is NOT_ELIGIBLE, and the counsellor's note on the session (both need the
  // reads above, so they go together in a second round rather than one after the other).
  const [shortlistWithReasons, completionNote] = await Promise.all([
    withStatusReasons(db, studentId, shortlist),
    counselling ? findCompletionNote(db, counselling.id) : '',
  ]);
  return {
    account: {
      id: account.id,
      name: account.name,
      mobileNumber: account.mobileNumber,
      referenceId: account.referenceId,
      isEvent: account.isEvent,
      eventId: account.eventId,
      enrollmentId,
      createdAt: account.createdAt.toISOString(),
      stage: account.stage as TStaffStudentDetail['account']['stage'],
      assignedCounsellor,
      lastActivityAt: account.lastActivityAt.toISOString(),
    },
    profile: toStudentProfile(
      record ?? {
        studentId,
        mobileNumber: account.mobileNumber,
        name: account.name,
        referenceId: account.referenceId,
        profile: null,
        documents: [],
      },
    ),
    documents,
    shortlist: shortlistWithReasons,
    counselling: counselling && { ...counselling, completionNote },
    isCounsellingCompleted,
    payment,
    applications: applied,
    withdrawalLimits,
  };
}
