// Staff accounts: who is signed in, the team (ADMIN manages it) and student assignment.
import { z } from 'zod';
import { ZMobileNumber } from './auth.ts';
import { STAFF_ROLES } from './constants.ts';
import { makePositiveId } from './ids.ts';
import { ACCOUNT_DISABLED_MESSAGE } from './session-policy.ts';
import { STAFF_MESSAGES, STAFF_NAME_MAX, ZStaffRole } from './staff.ts';
import { ZAssignedCounsellor } from './staff-student-list.ts';
import { hasUnsafeNameCharacters, TEXT_SAFETY_MESSAGES } from './text-safety.ts';

export const STAFF_ROLE_LABELS = { COUNSELLOR: 'Counsellor', ADMIN: 'Admin' } as const satisfies Record<
  (typeof STAFF_ROLES)[number],
  string
>;

export const STAFF_ACCOUNT_MESSAGES = {
  adminOnly: 'Only admins can do that.',
  accountDisabled: ACCOUNT_DISABLED_MESSAGE,
  staffNotFound: 'Staff member not found.',
  counsellorNotFound: 'That counsellor does not exist or is disabled.',
  mobileTakenByStaff: 'This mobile number already belongs to a staff account.',
  mobileTakenByStudent: 'This mobile number belongs to a student account; use another number.',
  cannotChangeOwnAccount: 'You cannot disable your own account or change your own role.',
  lastAdmin: 'At least one active admin must remain.',
  nothingToChange: 'Send role, isDisabled or both.',
  nameRequired: "Enter the staff member's name.",
  nameTooLong: `The name must be at most ${STAFF_NAME_MAX} characters.`,
  nameInvalid: 'The name must not contain control characters.',
  staffCannotRename:
    'Staff names are managed by an admin in the staff console; this call only changes a student.',
} as const;

/** GET /api/staff/me: the signed-in staff member as the database has it now (role may have changed). */
export const ZStaffMe = z.object({
  id: z.number().int(),
  name: z.string(),
  mobileNumber: z.string(),
  role: ZStaffRole,
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

/** A colleague as any staff member sees them: filters, assignment pickers, audit names. */
export const ZStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  role: ZStaffRole,
  isDisabled: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
/** GET /api/staff/members: every staff account, active first, then by name. */
export const ZStaffMemberList = z.array(ZStaffMember);

/** GET /api/staff/accounts (ADMIN): the team with what an admin needs to manage it. */
export const ZStaffAccount = ZStaffMember.extend({
  mobileNumber: z.string(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  /** Students assigned to this account. */
  assignedStudentCount: z.number().int(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;
export const ZStaffAccountList = z.array(ZStaffAccount);

/**
 * POST /api/staff/accounts (ADMIN): the same rules as `npm run staff:create` (the sign-in number rule,
 * a trimmed name), with messages for a form rather than the command line; role is required here.
 */
export const ZStaffAccountCreateBody = z.strictObject({
  mobileNumber: ZMobileNumber,
  name: z
    .string({ error: STAFF_ACCOUNT_MESSAGES.nameRequired })
    .trim()
    .min(1, STAFF_ACCOUNT_MESSAGES.nameRequired)
    .max(STAFF_NAME_MAX, STAFF_ACCOUNT_MESSAGES.nameTooLong)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
    .regex(/^[^\u0000-\u001f\u007f]*$/, STAFF_ACCOUNT_MESSAGES.nameInvalid)
    .refine((text) => !hasUnsafeNameCharacters(text), TEXT_SAFETY_MESSAGES.nameUnsafe('The name')),
  role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.cliInvalidRole.replace('--role', 'role') }),
});
export type TStaffAccountCreateBody = z.infer<typeof ZStaffAccountCreateBody>;

export const ZStaffAccountParams = z.object({ staffId: makePositiveId('staffId') });

/** PATCH /api/staff/accounts/{staffId} (ADMIN): change the role, disable or re-enable (one or both). */
export const ZStaffAccountUpdateBody = z
  .strictObject({
    role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.cliInvalidRole.replace('--role', 'role') }).optional(),
    isDisabled: z.boolean({ error: 'isDisabled must be true or false' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.isDisabled !== undefined, {
    message: STAFF_ACCOUNT_MESSAGES.nothingToChange,
  });
export type TStaffAccountUpdateBody = z.infer<typeof ZStaffAccountUpdateBody>;

/** PUT /api/staff/students/{studentId}/counsellor (ADMIN): null unassigns. */
export const ZStaffAssignBody = z.strictObject({
  counsellorId: makePositiveId('counsellorId').nullable(),
});
export type TStaffAssignBody = z.infer<typeof ZStaffAssignBody>;
export const ZStaffAssignment = z.object({ studentId: z.number().int(), counsellor: ZAssignedCounsellor });
export type TStaffAssignment = z.infer<typeof ZStaffAssignment>;

/** Audit actions of staff accounts (entity type STAFF_ACCOUNT, student null) and assignment. */
export const STAFF_ACCOUNT_AUDIT_ACTIONS = {
  accountCreated: 'STAFF_ACCOUNT_CREATED',
  roleChanged: 'STAFF_ROLE_CHANGED',
  disabled: 'STAFF_ACCOUNT_DISABLED',
  enabled: 'STAFF_ACCOUNT_ENABLED',
  /** An admin reassigned a student (entity type STUDENT); the round-robin at sign-up is not a staff change. */
  studentAssigned: 'STUDENT_ASSIGNED',
  /**
   * An admin opened an audit entry that holds a staff member's sign-in number (entity STAFF_ACCOUNT,
   * the member's id; after: the entry's id). The list shows such numbers masked.
   */
  mobileNumberViewed: 'STAFF_MOBILE_NUMBER_VIEWED',
} as const;
