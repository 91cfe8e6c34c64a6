import {
  SHORTLIST_MESSAGES,
  TOAST_MESSAGES,
  type TShortlistAddBody,
  type TShortlistAddResult,
  type TShortlistEntry,
  type TShortlistItem,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { hasCompletedCounselling } from '../counselling/index.ts';
import { courseExists, courseExistsOf } from '../courses/index.ts';
import { enrollmentToFileUnderOf, resolveEnrollmentId, resolveStudentId } from '../students/index.ts';
import { listItems } from './shortlist-items-read-model.ts';
import { addEntry, addEntryAtOnce, findActiveEntry, removeEntry } from './shortlist-repository.ts';

/**
 * The legacy shortlist writes are the student's own calls. Staff change a shortlist only through the
 * console's call (staff module), which holds the staff rules (no APPLIED without an application, a
 * reason with NOT_ELIGIBLE, applied courses locked) and writes the audit entry
 * (docs/decisions/0014-staff-writes-through-owners.md).
 */
function refuseStaff(user: TSessionUser): void {
  if (isStaff(user)) throw forbidden(SHORTLIST_MESSAGES.staffUseConsole);
}

/**
 * POST /shortlist/add, students only. Creator, role and status (STUDENT_CHOICE) come from the
 * token, whatever the legacy payload says.
 */
export async function addToShortlist(
  db: TDb,
  user: TSessionUser,
  body: TShortlistAddBody,
): Promise<{ result: TShortlistAddResult; isNew: boolean }> {
  refuseStaff(user);
  const studentId = await resolveStudentId(db, user, body.studentId);
  const requested = body.enrollmentId ?? null;
  // The common case in one round trip; anything it did not add is explained below, as before.
  const added = await addEntryAtOnce(
    db,
    {
      studentId,
      courseId: body.courseId,
      status: 'STUDENT_CHOICE',
      createdBy: user.id,
      createdByRole: user.role,
    },
    {
      courseExists: courseExistsOf(body.courseId),
      enrollmentId: enrollmentToFileUnderOf(studentId, requested),
      enrollmentRequired: requested !== null,
    },
  );
  if (added) return { result: { ...added, message: TOAST_MESSAGES.shortlistAdded }, isNew: true };
  if (!(await courseExists(db, body.courseId))) throw notFound(SHORTLIST_MESSAGES.courseNotFound);
  const enrollmentId = await resolveEnrollmentId(
    db,
    studentId,
    body.enrollmentId,
    SHORTLIST_MESSAGES.enrollmentNotOwned,
  );
  const { entry, isNew } = await addEntry(db, {
    studentId,
    courseId: body.courseId,
    enrollmentId,
    status: 'STUDENT_CHOICE',
    createdBy: user.id,
    createdByRole: user.role,
  });
  return { result: { ...entry, message: TOAST_MESSAGES.shortlistAdded }, isNew };
}

/**
 * DELETE /shortlist/delete (§4, §6), students only: APPLIED and EXPERT_CHOICE entries stay, and
 * nothing is removed once the student's counselling is completed.
 */
export async function removeFromShortlist(
  db: TDb,
  user: TSessionUser,
  query: { courseId: number; studentId?: number | undefined },
): Promise<{ courseId: number; message: string }> {
  refuseStaff(user);
  const studentId = await resolveStudentId(db, user, query.studentId);
  // The removal checks its rules itself (one round trip); only a refusal reads why, to say so.
  if (!(await removeEntry(db, studentId, query.courseId))) {
    await assertRemovable(db, studentId, query.courseId);
    // Removable now, though it was not a moment ago: it changed meanwhile. Nothing was removed.
    throw notFound(SHORTLIST_MESSAGES.notInShortlist);
  }
  return { courseId: query.courseId, message: TOAST_MESSAGES.shortlistRemoved };
}

/** The active entry of a course, or the 404/409 that explains why it cannot be removed. */
async function assertRemovable(db: TDb, studentId: number, courseId: number): Promise<TShortlistEntry> {
  const entry = await findActiveEntry(db, studentId, courseId);
  if (!entry) throw notFound(SHORTLIST_MESSAGES.notInShortlist);
  if (entry.status === 'APPLIED') throw conflict(SHORTLIST_MESSAGES.appliedLocked);
  if (entry.status === 'EXPERT_CHOICE') throw conflict(SHORTLIST_MESSAGES.expertChoiceLocked);
  if (await hasCompletedCounselling(db, studentId)) throw conflict(SHORTLIST_MESSAGES.counsellingCompleted);
  return entry;
}

/** GET /shortlist and /shortlist/{studentId}: own only; staff any student. */
export async function getShortlist(
  db: TDb,
  user: TSessionUser,
  studentId?: number,
): Promise<TShortlistItem[]> {
  return listItems(db, await resolveStudentId(db, user, studentId));
}
