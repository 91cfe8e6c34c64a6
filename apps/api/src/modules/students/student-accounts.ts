import type { TRole } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { assertSelfOrStaff, type TSessionUser } from '../../lib/session-user.ts';
import * as accounts from './account-repository.ts';
import { isEnrollmentOf } from './student-repository.ts';

/**
 * The students module's public service: what other modules may ask about an account and its
 * enrollments. Every function takes `db`, which may be the caller's transaction.
 */

export type TAccount = accounts.TAccount;

/** The account of an id (student or staff), or undefined. */
export const findAccount = (db: TDb, id: number): Promise<TAccount | undefined> =>
  accounts.findAccountById(db, id);

/** The account of a mobile number (student or staff), or undefined. */
export const findAccountByMobile = (db: TDb, mobileNumber: string): Promise<TAccount | undefined> =>
  accounts.findAccountByMobile(db, mobileNumber);

export type TOnStudentOpened = accounts.TOnStudentOpened;

/**
 * A new account; a student's comes with its enrollment and what `onStudentOpened` adds in the same
 * transaction (auth's account opening adds the empty profile and onboarding record).
 */
export const openAccount = (
  db: TDb,
  input: { mobileNumber: string; name?: string; role?: TRole },
  onStudentOpened?: TOnStudentOpened,
): Promise<{ account: TAccount; enrollmentId: number | null }> =>
  accounts.createAccount(db, input, onStudentOpened);

/** The enrollment a student works in: the newest (the one the client was given at sign-in). */
export const findLatestEnrollmentId = (db: TDb, studentId: number): Promise<number | null> =>
  accounts.findLatestEnrollmentId(db, studentId);

/**
 * The enrollment a call files under: the given one when it is the student's (else 403 with
 * `notOwnedMessage`), or the student's latest when none is given.
 */
export async function resolveEnrollmentId(
  db: TDb,
  studentId: number,
  requested: number | null | undefined,
  notOwnedMessage: string,
): Promise<number | null> {
  if (requested === undefined || requested === null) return accounts.findLatestEnrollmentId(db, studentId);
  if (!(await isEnrollmentOf(db, requested, studentId))) throw forbidden(notOwnedMessage);
  return requested;
}

/**
 * The student a call acts on: the caller when no id (or its own id) is given, otherwise — staff
 * only — the named student. A student naming someone else gets 403 before any lookup, so the
 * answer never reveals whether that id exists.
 */
export async function resolveStudentId(
  db: TDb,
  user: TSessionUser,
  requestedId: number | null | undefined,
): Promise<number> {
  if (requestedId === undefined || requestedId === null || requestedId === user.id) return user.id;
  assertSelfOrStaff(user, requestedId);
  const account = await accounts.findAccountById(db, requestedId);
  if (account?.role !== 'STUDENT') throw notFound('Student not found.');
  return requestedId;
}
