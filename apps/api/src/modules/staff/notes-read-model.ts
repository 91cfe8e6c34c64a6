import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from '../students/students-tables.ts';
import { toNote } from './note-repository.ts';
import { staffNotes } from './staff-tables.ts';

/** A read model: a student's staff notes with their authors' names (users, owned by students). */

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
