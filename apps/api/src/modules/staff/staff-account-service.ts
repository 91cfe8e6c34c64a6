import { DEFAULT_STAFF_ROLE, STAFF_MESSAGES, type TStaffAccountInput } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { findAccountByMobile, openAccount, renameStaffAccount, type TAccount } from '../students/index.ts';

export type TStaffAccountResult = {
  outcome: 'created' | 'updated' | 'unchanged';
  account: TAccount;
  /** Name and role before an update. */
  previous?: { name: string; role: string };
};

/** A refusal the CLI prints as is (the number belongs to a student). */
export class StaffAccountRefusal extends Error {}

/**
 * Makes the number a staff account (npm run staff:create): a new account, or the name and role of
 * an existing staff account updated (without --role it keeps its role). A student's number is refused: promoting a student would hand
 * staff rights to someone who signed up on their own, and mix a student's journey with staff work.
 */
export async function saveStaffAccount(db: TDb, input: TStaffAccountInput): Promise<TStaffAccountResult> {
  let existing = await findAccountByMobile(db, input.mobileNumber);
  if (!existing) {
    try {
      const { account } = await openAccount(db, { ...input, role: input.role ?? DEFAULT_STAFF_ROLE });
      return { outcome: 'created', account };
    } catch (error) {
      // The number signed up (or was added) at the same moment: judge that account instead.
      existing = await findAccountByMobile(db, input.mobileNumber);
      if (!existing) throw error;
    }
  }
  if (existing.role === 'STUDENT')
    throw new StaffAccountRefusal(STAFF_MESSAGES.cliStudentNumber(input.mobileNumber));
  const previous = { name: existing.name, role: existing.role };
  const role = input.role ?? existing.role;
  if (existing.name === input.name && existing.role === role) {
    return { outcome: 'unchanged', account: existing };
  }
  const updated = await renameStaffAccount(db, existing.id, { name: input.name, role });
  if (!updated) throw new StaffAccountRefusal(STAFF_MESSAGES.cliStudentNumber(input.mobileNumber));
  return { outcome: 'updated', account: updated, previous };
}
