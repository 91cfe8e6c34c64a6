import {
  SHORTLIST_MESSAGES,
  TOAST_MESSAGES,
  type TShortlistAddBody,
  type TShortlistAddResult,
  type TShortlistEntry,
  type TShortlistItem,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { resolveEnrollmentId, resolveStudentId } from '../students/index.ts';
import {
  addEntry,
  courseExists,
  findActiveEntry,
  hasCompletedCounselling,
  listItems,
  removeEntry,
} from './shortlist-repository.ts';

/**
 * POST /shortlist/add. Creator, role and (for a student) status come from the token, whatever
 * the legacy payload says; staff name the student and may pick the status (default EXPERT_CHOICE).
 */
export async function addToShortlist(
  db: TDb,
  user: TSessionUser,
  body: TShortlistAddBody,
): Promise<{ result: TShortlistAddResult; isNew: boolean }> {
  const staff = isStaff(user);
  if (staff && !body.studentId) throw badRequest(SHORTLIST_MESSAGES.studentIdRequired);
  const studentId = await resolveStudentId(db, user, body.studentId);
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
    status: staff ? (body.status ?? 'EXPERT_CHOICE') : 'STUDENT_CHOICE',
    createdBy: user.id,
    createdByRole: user.role,
  });
  return { result: { ...entry, message: TOAST_MESSAGES.shortlistAdded }, isNew };
}

/**
 * DELETE /shortlist/delete (§4, §6): APPLIED and EXPERT_CHOICE entries stay, and nothing is
 * removed once the student's counselling is completed. The rules bind staff too, for now.
 */
export async function removeFromShortlist(
  db: TDb,
  user: TSessionUser,
  query: { courseId: number; studentId?: number | undefined },
): Promise<{ courseId: number; message: string }> {
  const studentId = await resolveStudentId(db, user, query.studentId);
  const entry = await assertRemovable(db, studentId, query.courseId);
  if (!(await removeEntry(db, entry.id, studentId))) {
    // Something changed since the check: say what, as a fresh check would.
    await assertRemovable(db, studentId, query.courseId);
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
