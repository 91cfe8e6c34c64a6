import type { TStaffNote } from '@portal/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { staffNotes, users } from '../../db/schema/index.ts';

/** The staff_notes table: a log per student, added to and read by staff only. */

type TNoteRow = typeof staffNotes.$inferSelect;

const toNote = (row: TNoteRow, authorName: string): TStaffNote => ({
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

/** Newest first (by id: the order they were added in), with the author's current name. */
export async function listNotes(db: TDb, studentId: number, offset: number, limit: number) {
  const rows = await db
    .select({ note: staffNotes, authorName: users.name })
    .from(staffNotes)
    .innerJoin(users, eq(users.id, staffNotes.authorId))
    .where(eq(staffNotes.studentId, studentId))
    .orderBy(desc(staffNotes.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ note, authorName }) => toNote(note, authorName));
}

export async function insertNote(
  db: TDb,
  values: { studentId: number; authorId: number; body: string },
): Promise<TStaffNote> {
  const [row] = await db.insert(staffNotes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, values.authorId));
  return toNote(row, author?.name ?? '');
}
