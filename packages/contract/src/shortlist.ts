import { z } from 'zod';
import { ZCourse } from './courses.ts';
import { ZRole, ZShortlistStatus } from './enums.ts';
import { MAX_DB_ID } from './ids.ts';
import { ZPositiveIdParam } from './students.ts';

/** Reasons the server gives for refused shortlist calls (the client shows the debug message, §8). */
export const SHORTLIST_MESSAGES = {
  courseNotFound: 'Course not found.',
  notInShortlist: 'This course is not in the shortlist.',
  appliedLocked: 'You have already applied to this course, so it cannot be removed from the shortlist.',
  expertChoiceLocked: 'Courses chosen by your expert cannot be removed from the shortlist.',
  counsellingCompleted: 'Shortlisted courses cannot be removed once counselling is completed.',
  enrollmentNotOwned: 'That enrollment does not belong to this student.',
  studentIdRequired: 'studentId is required when staff add to a shortlist.',
} as const;

const ZBodyId = z.number().int().positive().max(MAX_DB_ID);

/**
 * POST /shortlist/add, as the legacy client sends it (§3: createdBy 1, createdByRole STUDENT,
 * status STUDENT_CHOICE). The server takes creator and role from the token and fixes a student's
 * status to STUDENT_CHOICE; `studentId` lets staff add to a student's list.
 */
export const ZShortlistAddBody = z.strictObject({
  courseId: ZBodyId,
  enrollmentId: ZBodyId.nullish(),
  createdBy: z.number().int().nullish(),
  createdByRole: ZRole.nullish(),
  status: ZShortlistStatus.nullish(),
  studentId: ZBodyId.nullish(),
});
export type TShortlistAddBody = z.infer<typeof ZShortlistAddBody>;

/** A shortlist entry as stored; the add call also carries the toast text. */
export const ZShortlistEntry = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  courseId: z.number().int(),
  enrollmentId: z.number().int().nullable(),
  status: ZShortlistStatus,
  createdBy: z.number().int(),
  createdByRole: ZRole,
  createdAt: z.string(),
});
export type TShortlistEntry = z.infer<typeof ZShortlistEntry>;
export const ZShortlistAddResult = ZShortlistEntry.extend({ message: z.string() });
export type TShortlistAddResult = z.infer<typeof ZShortlistAddResult>;

/** DELETE /shortlist/delete?courseId= (staff may name the student). */
export const ZShortlistRemoveQuery = z.object({
  courseId: ZPositiveIdParam,
  studentId: ZPositiveIdParam.optional(),
});
export type TShortlistRemoveQuery = z.infer<typeof ZShortlistRemoveQuery>;
export const ZShortlistRemoveResult = z.object({ courseId: z.number().int(), message: z.string() });

/** GET /shortlist/{studentId} */
export const ZShortlistParams = z.object({ studentId: ZPositiveIdParam });

/** §3 Shortlisted course item; lists are sorted EXPERT_CHOICE, STUDENT_CHOICE, APPLIED, NOT_ELIGIBLE. */
export const ZShortlistItem = z.object({
  courseId: z.number().int(),
  status: ZShortlistStatus,
  course: ZCourse,
});
export type TShortlistItem = z.infer<typeof ZShortlistItem>;
export const ZShortlistItems = z.array(ZShortlistItem);
