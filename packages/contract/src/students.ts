import { z } from 'zod';
import { ZRole } from './enums.ts';
import { makePositiveId } from './ids.ts';

/** One entry of GET /api/students (a student sees only itself). */
export const ZStudentSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  mobileNumber: z.string(),
  referenceId: z.string(),
  isEvent: z.boolean(),
  role: ZRole,
});
export type TStudentSummary = z.infer<typeof ZStudentSummary>;
export const ZStudentList = z.array(ZStudentSummary);

/** Ids are PostgreSQL integers: a larger number can name nothing (and must not reach the database). */
/** A positive whole-number id as it arrives in a path or query string. */
export const ZPositiveIdParam = makePositiveId();

/** GET /api/enrollments/student?studentId= */
// Not strict: stray query keys (cache busters) are harmless, unlike unknown body keys.
export const ZEnrollmentsQuery = z.object({ studentId: ZPositiveIdParam });
export type TEnrollmentsQuery = z.infer<typeof ZEnrollmentsQuery>;

/** §3 enrollment fields of the translation list: intake id, budget, language test ids, country, status. */
export const ZEnrollment = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  intakeId: z.number().int().nullable(),
  budget: z.string().nullable(),
  languageTestIds: z.array(z.string()),
  /** The chosen countries of the registration form, joined with ", " (e.g. "UK, Canada"). */
  country: z.string().nullable(),
  status: z.string(),
});
export type TEnrollment = z.infer<typeof ZEnrollment>;
export const ZEnrollmentList = z.array(ZEnrollment);
