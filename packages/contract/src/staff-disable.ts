// Disabling a staff member who looks after students: they are reassigned in the same step.
import { z } from 'zod';
import { makePositiveId } from './ids.ts';
import { ZStaffAccount } from './staff-accounts.ts';

export const STAFF_DISABLE_MESSAGES = {
  /** PATCH isDisabled=true on a member who still has students. */
  reassignFirst: (count: number) => `Reassign their ${count} ${count === 1 ? 'student' : 'students'} first.`,
  noCounsellorLeft: 'There is no other active counsellor to take their students.',
  targetInvalid: 'Choose an active staff member other than the one you are disabling.',
  alreadyDisabled: 'This staff member is already disabled.',
  reassignRequired: 'Say where their students go: reassign.to (a staff id) or reassign.roundRobin (true).',
} as const;

/**
 * POST /api/staff/accounts/{staffId}/disable (ADMIN): every student of the member goes to one staff
 * member (`to`), or is shared among the active counsellors (`roundRobin`), and the member is disabled.
 */
export const ZStaffDisableBody = z.strictObject({
  reassign: z.union(
    [
      z.strictObject({ to: makePositiveId('reassign.to') }),
      z.strictObject({ roundRobin: z.literal(true, { error: STAFF_DISABLE_MESSAGES.reassignRequired }) }),
    ],
    { error: STAFF_DISABLE_MESSAGES.reassignRequired },
  ),
});
export type TStaffDisableBody = z.infer<typeof ZStaffDisableBody>;

/** Who took how many of the member's students. */
export const ZStaffReassignedShare = z.object({
  counsellor: z.object({ id: z.number().int(), name: z.string() }),
  studentCount: z.number().int(),
});
export type TStaffReassignedShare = z.infer<typeof ZStaffReassignedShare>;

export const ZStaffDisableResult = z.object({
  account: ZStaffAccount,
  /** By counsellor id; empty when the member had no students. */
  reassigned: z.array(ZStaffReassignedShare),
});
export type TStaffDisableResult = z.infer<typeof ZStaffDisableResult>;
