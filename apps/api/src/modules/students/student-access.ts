import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertSelfOrStaff, type TSessionUser } from '../../lib/session-user.ts';
import { findAccountById } from './account-repository.ts';

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
  const account = await findAccountById(db, requestedId);
  if (account?.role !== 'STUDENT') throw notFound('Student not found.');
  return requestedId;
}
