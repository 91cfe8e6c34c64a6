import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { TAccount } from '../students/index.ts';

/** The account when it is a student's, else undefined (unknown ids and staff look the same). */
export async function findStudentAccount(db: TDb, studentId: number): Promise<TAccount | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT')));
  return row;
}
