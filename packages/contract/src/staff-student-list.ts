// The staff students list: GET /api/staff/students and its CSV export share these filters.
import { z } from 'zod';
import { makePositiveId } from './ids.ts';
import { ZBooleanFlag } from './staff-console-parts.ts';
import { ZStudentStage } from './student-stages.ts';

/** A student's counsellor (null: not assigned). */
export const ZAssignedCounsellor = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type TAssignedCounsellor = z.infer<typeof ZAssignedCounsellor>;

/** A student's counsellor on the students list and the student page: a disabled one says so. */
export const ZListedCounsellor = z
  .object({ id: z.number().int(), name: z.string(), isDisabled: z.boolean() })
  .nullable();
export type TListedCounsellor = z.infer<typeof ZListedCounsellor>;

/** A counsellor's name as lists write it: 'Priya Nair (disabled)' once their account is disabled. */
export const counsellorNameOf = (counsellor: { name: string; isDisabled: boolean }) =>
  counsellor.isDisabled ? `${counsellor.name} (disabled)` : counsellor.name;

export const STUDENT_SORTS = ['newest', 'lastActivity'] as const;
export type TStudentSort = (typeof STUDENT_SORTS)[number];
export const STUDENT_SORT_LABELS: Record<TStudentSort, string> = {
  newest: 'Newest first',
  lastActivity: 'Last activity',
};
export const ZStudentFilters = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  stage: ZStudentStage.optional(),
  /** true: only students assigned to the caller. */
  mine: ZBooleanFlag('mine').optional(),
  /** Students assigned to this counsellor (ignored when mine is true). */
  counsellorId: makePositiveId('counsellorId').optional(),
  /** true: only students whose latest messages no staff member has read yet. */
  hasUnreadMessages: ZBooleanFlag('hasUnreadMessages').optional(),
  sort: z.enum(STUDENT_SORTS, { error: `sort must be one of ${STUDENT_SORTS.join(', ')}` }).default('newest'),
});
export type TStudentFilters = z.infer<typeof ZStudentFilters>;

/**
 * GET /api/staff/students counts its matches up to this many: a list matching more reports exactly
 * this as totalElements (show it as "10,000+"; narrow the filters to see the rest). Counting every one
 * of 100,000 students would cost more than the whole 50 ms a search may take. The CSV export counts exactly.
 */
export const STUDENT_LIST_COUNT_CAP = 10_000;
