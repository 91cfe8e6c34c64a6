import type { TStaffNote } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { findAccount } from '../students/index.ts';
import { staffNotes } from './staff-tables.ts';

/** The staff_notes table: a log per student, added to and read by staff only. */

type TNoteRow = typeof staffNotes.$inferSelect;

export const toNote = (row: TNoteRow, authorName: string): TStaffNote => ({
  id: row.id,
  studentId: row.studentId,
  author: { id: row.authorId, name: authorName },
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export async function countNotes(db: TDb, studentId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(staffNotes)
    .where(eq(staffNotes.studentId, studentId));
  return Number(row?.total ?? 0);
}

export async function insertNote(
  db: TDb,
  values: { studentId: number; authorId: number; body: string },
): Promise<TStaffNote> {
  const [row] = await db.insert(staffNotes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  const author = await findAccount(db, values.authorId);
  return toNote(row, author?.name ?? '');
}
