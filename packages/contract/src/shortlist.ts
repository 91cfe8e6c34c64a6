/** The shortlist as the API answers it; what its calls accept is in shortlist-requests.ts. */
import { z } from 'zod';
import { ZCourse } from './courses.ts';
import { ZRole, ZShortlistStatus } from './enums.ts';

/** Reasons the server gives for refused shortlist calls (the client shows the debug message, §8). */
export const SHORTLIST_MESSAGES = {
  courseNotFound: 'Course not found.',
  notInShortlist: 'This course is not in the shortlist.',
  appliedLocked: 'You have already applied to this course, so it cannot be removed from the shortlist.',
  expertChoiceLocked: 'Courses chosen by your expert cannot be removed from the shortlist.',
  counsellingCompleted: 'Shortlisted courses cannot be removed once counselling is completed.',
  enrollmentNotOwned: 'That enrollment does not belong to this student.',
  /** 403 to a staff token on POST /shortlist/add and DELETE /shortlist/delete: they are the student's own calls. */
  staffUseConsole:
    "Staff change a student's shortlist from the staff console (PUT /api/staff/students/{studentId}/shortlist/{courseId}), where the staff rules and the audit apply.",
} as const;

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

export const ZShortlistRemoveResult = z.object({ courseId: z.number().int(), message: z.string() });

/** §3 Shortlisted course item; lists are sorted EXPERT_CHOICE, STUDENT_CHOICE, APPLIED, NOT_ELIGIBLE. */
export const ZShortlistItem = z.object({
  courseId: z.number().int(),
  status: ZShortlistStatus,
  course: ZCourse,
});
export type TShortlistItem = z.infer<typeof ZShortlistItem>;
export const ZShortlistItems = z.array(ZShortlistItem);
