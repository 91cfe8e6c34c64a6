import {
  STAFF_AUDIT_ACTIONS,
  type TPage,
  type TPageQuery,
  type TStaffNote,
  type TStaffNoteBody,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { countNotes, insertNote } from './note-repository.ts';
import { listNotes } from './notes-read-model.ts';
import { requireStudent } from './staff-student-service.ts';

/**
 * Internal notes about a student: staff only, never returned by a student's call. A note
 * is added, never edited, so the log reads as it was written.
 */

/** GET /api/staff/students/{studentId}/notes: newest first, paged. */
export async function listNotePage(
  db: TDb,
  studentId: number,
  query: TPageQuery,
): Promise<TPage<TStaffNote>> {
  await requireStudent(db, studentId);
  const totalElements = await countNotes(db, studentId);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const content = offset < totalElements ? await listNotes(db, studentId, offset, query.pageSize) : [];
  return {
    content,
    page: query.pageNumber,
    size: query.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / query.pageSize),
  };
}

/** POST /api/staff/students/{studentId}/notes: the note and its audit entry in one transaction. */
export async function addNote(
  db: TDb,
  staff: TSessionUser,
  studentId: number,
  body: TStaffNoteBody,
): Promise<TStaffNote> {
  return db.transaction(async (tx) => {
    await requireStudent(tx, studentId);
    const note = await insertNote(tx, { studentId, authorId: staff.id, body: body.body });
    await recordAudit(tx, {
      actor: staff,
      studentId,
      action: STAFF_AUDIT_ACTIONS.noteAdded,
      entityType: 'STAFF_NOTE',
      entityId: note.id,
      before: null,
      // Not the text: notes may hold personal details (health, family, money), and the audit trail is
      // read more widely and kept longer than the note itself. The note row is the record.
      after: { noteId: note.id, length: note.body.length },
    });
    return note;
  });
}
