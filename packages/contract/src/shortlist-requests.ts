/** What the shortlist calls accept (§4, §7), checked by the server. */
import { z } from 'zod';
import { ZRole, ZShortlistStatus } from './enums.ts';
import { MAX_DB_ID } from './ids.ts';
import { ZPositiveIdParam } from './students.ts';

const ZBodyId = z.number().int().positive().max(MAX_DB_ID);

/**
 * POST /shortlist/add, as the legacy client sends it (§3: createdBy 1, createdByRole STUDENT,
 * status STUDENT_CHOICE). The server takes creator and role from the token and fixes a student's
 * status to STUDENT_CHOICE; `studentId` may only name the caller. Staff get 403 (they use the console's call).
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

/** DELETE /shortlist/delete?courseId= (students only; `studentId` may only name the caller). */
export const ZShortlistRemoveQuery = z.object({
  courseId: ZPositiveIdParam,
  studentId: ZPositiveIdParam.optional(),
});
export type TShortlistRemoveQuery = z.infer<typeof ZShortlistRemoveQuery>;
/** GET /shortlist/{studentId} */
export const ZShortlistParams = z.object({ studentId: ZPositiveIdParam });
