import type { TRole } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../../src/modules/auth/account-opening.ts';

let counter = 0;

/** A unique valid Indian mobile number per call within a test file. */
export function nextMobileNumber(): string {
  counter += 1;
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(counter).padStart(4, '0')}`;
}

export type TSignedIn = {
  id: number;
  token: string;
  enrollmentId: number | null;
  mobileNumber: string;
  headers: { authorization: string };
};

/**
 * An account and a real token from the app's own token service. Tests of the sign-in flow itself
 * use POST /otp/generate and /otp/verify instead.
 */
export async function createSignedInUser(app: FastifyInstance, role: TRole = 'STUDENT'): Promise<TSignedIn> {
  const mobileNumber = nextMobileNumber();
  const { account, enrollmentId } = await createAccount(app.db, { mobileNumber, role, name: `Test ${role}` });
  const token = await app.tokens.issue({ id: account.id, role });
  return { id: account.id, token, enrollmentId, mobileNumber, headers: { authorization: `Bearer ${token}` } };
}
