import type { TRole } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { createEmptyOnboarding } from '../onboarding/index.ts';
import { createEmptyProfile } from '../profile/index.ts';
import { openAccount, type TAccount } from '../students/index.ts';

/**
 * Opens an account: a student's comes with its enrollment, an empty profile and an empty onboarding
 * record, all in one transaction (each row written by the module that owns it). Staff accounts get
 * none of them.
 */
export const createAccount = (
  db: TDb,
  input: { mobileNumber: string; name?: string; role?: TRole },
): Promise<{ account: TAccount; enrollmentId: number | null }> =>
  openAccount(db, input, async (tx, account) => {
    await createEmptyProfile(tx, account.id, input.mobileNumber);
    await createEmptyOnboarding(tx, account.id);
  });
