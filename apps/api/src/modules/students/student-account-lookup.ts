import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TAccount } from './account-repository.ts';
import { users } from './students-tables.ts';

/** The account when it is a student's, else undefined (unknown ids and staff look the same). */
export async function findStudentAccount(db: TDb, studentId: number): Promise<TAccount | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT')));
  return row;
}

/** Names, reference ids and roles of the accounts of `ids` (any that exist), for lists of who did what. */
export async function findPeople(db: TDb, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, referenceId: users.referenceId, role: users.role })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
