// Lifting the opt-out cap (docs/decisions/0017-opt-out-cap.md): after LIMITS.withdrawalsPerCourseMax opt-outs
// of a course the student cannot apply to it again; an admin may allow one more application, audited.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { makePositiveId } from './ids.ts';
import { ZStaffReason } from './staff-reasons.ts';

/** Reasons the server gives for a refused grant (409); the console shows them beside the control. */
export const EXTRA_APPLICATION_MESSAGES = {
  notAtLimit: `This student has opted out of this course fewer than ${LIMITS.withdrawalsPerCourseMax} times and can still apply to it: there is no limit to lift.`,
  applicationInProgress:
    'This student has an application to this course in progress: there is no limit to lift.',
  alreadyAllowed:
    'One more application to this course is already allowed and the student has not used it yet.',
} as const;

/** The audit action of a grant (entity type EXTRA_APPLICATION, about the student). */
export const EXTRA_APPLICATION_AUDIT_ACTIONS = { allowed: 'EXTRA_APPLICATION_ALLOWED' } as const;

/** POST /api/staff/students/{studentId}/courses/{courseId}/extra-application (ADMIN). */
export const ZStaffExtraApplicationParams = z.object({
  studentId: makePositiveId('studentId'),
  courseId: makePositiveId('courseId'),
});
/** The body is optional; reason (staff only, at most STAFF_REASON_MAX_LENGTH characters) may be ''. */
export const ZStaffExtraApplicationBody = z.strictObject({ reason: ZStaffReason.default('') }).optional();
export type TStaffExtraApplicationBody = z.infer<typeof ZStaffExtraApplicationBody>;

/** A grant as recorded: who allowed one more application to which course, when and why. */
export const ZStaffExtraApplication = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  courseId: z.number().int(),
  grantedBy: z.object({ id: z.number().int(), name: z.string() }),
  reason: z.string(),
  createdAt: z.string(),
  /** The application that used the grant; null until the student applies. */
  usedByApplicationId: z.number().int().nullable(),
});
export type TStaffExtraApplication = z.infer<typeof ZStaffExtraApplication>;

/**
 * A course the student opted out of at least LIMITS.withdrawalsPerCourseMax times (the staff student
 * page). Beyond the cap each new application uses one grant, so the student may make
 * withdrawalsPerCourseMax + extraApplicationsAllowed applications to the course in all.
 */
export const ZStaffWithdrawalLimit = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  /** How many times the student opted out of the course. */
  optOuts: z.number().int(),
  /** Grants ever made for the course, used or not. */
  extraApplicationsAllowed: z.number().int(),
  /** A grant the student has not used yet: the next application goes through. */
  hasUnusedExtraApplication: z.boolean(),
  /** Applying is refused now (no live application, no unused grant): an admin may allow one more. */
  isAtLimit: z.boolean(),
});
export type TStaffWithdrawalLimit = z.infer<typeof ZStaffWithdrawalLimit>;
