import {
  STAFF_AUDIT_ACTIONS,
  STAFF_MESSAGES,
  STAFF_NOTE_MAX_LENGTH,
  STAFF_NOTE_MESSAGES,
  ZStaffNote,
  ZStaffNotePage,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffNotes } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call } from './fixtures.ts';

const t = useTestApp();
let counsellor: TSignedIn;
let admin: TSignedIn;

const notesUrl = (studentId: number | string) => `/api/staff/students/${studentId}/notes`;
const addNote = (studentId: number | string, body: unknown, who: TSignedIn | null = counsellor) =>
  call(t.app, who, 'POST', notesUrl(studentId), body as object);
const listNotes = (studentId: number | string, query = '', who: TSignedIn | null = counsellor) =>
  call(t.app, who, 'GET', `${notesUrl(studentId)}${query}`);
const notesOf = (studentId: number) =>
  t.app.db.select().from(staffNotes).where(eq(staffNotes.studentId, studentId));
const auditOf = (studentId: number) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.studentId, studentId));

beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  admin = await createSignedInUser(t.app, 'ADMIN');
});

describe('POST /api/staff/students/{studentId}/notes', () => {
  it('adds the note (trimmed) with its author, and audits its id and length but not its text', async () => {
    const student = await createSignedInUser(t.app);
    const text = 'Called the father.\nHe will pay by UPI on Friday.';
    const res = await addNote(student.id, { body: `  ${text}\n` });
    expect(res.statusCode, res.body).toBe(201);
    const note = ZStaffNote.parse(res.json());
    expect(note).toMatchObject({
      studentId: student.id,
      author: { id: counsellor.id, name: 'Test COUNSELLOR' },
      body: text,
    });
    expect(await notesOf(student.id)).toEqual([
      expect.objectContaining({ id: note.id, authorId: counsellor.id, body: text }),
    ]);
    const entries = await auditOf(student.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: counsellor.id,
        actorRole: 'COUNSELLOR',
        action: STAFF_AUDIT_ACTIONS.noteAdded,
        entityType: 'STAFF_NOTE',
        entityId: note.id,
        before: null,
        after: { noteId: note.id, length: text.length },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('father');
  });

  it.each([
    { why: 'an empty note', body: { body: '' }, says: STAFF_NOTE_MESSAGES.bodyRequired },
    { why: 'a blank note', body: { body: ' \n ' }, says: STAFF_NOTE_MESSAGES.bodyRequired },
    { why: 'no body field', body: {}, says: STAFF_NOTE_MESSAGES.bodyRequired },
    {
      why: 'a note that is too long',
      body: { body: 'x'.repeat(STAFF_NOTE_MAX_LENGTH + 1) },
      says: STAFF_NOTE_MESSAGES.bodyTooLong,
    },
    { why: 'control characters', body: { body: 'hi\u0007there' }, says: STAFF_NOTE_MESSAGES.bodyUnsafe },
    { why: 'an unknown key', body: { body: 'hi', authorId: 1 }, says: undefined },
  ])('answers 400 for $why, and stores and audits nothing', async ({ body, says }) => {
    const student = await createSignedInUser(t.app);
    const res = await addNote(student.id, body);
    expect(res.statusCode).toBe(400);
    if (says) expect(res.json().debugMessage).toBe(says);
    expect(await notesOf(student.id)).toEqual([]);
    expect(await auditOf(student.id)).toEqual([]);
  });

  it('accepts a note of exactly the longest length', async () => {
    const student = await createSignedInUser(t.app);
    expect((await addNote(student.id, { body: 'x'.repeat(STAFF_NOTE_MAX_LENGTH) })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown student or a staff account, storing nothing', async () => {
    for (const id of [999_999, admin.id]) {
      const res = await addNote(id, { body: 'Hello' });
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe(STAFF_MESSAGES.studentNotFound);
      expect(await notesOf(id)).toEqual([]);
    }
  });
});

describe('GET /api/staff/students/{studentId}/notes', () => {
  it('pages the notes newest first, each with its author', async () => {
    const student = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    await addNote(other.id, { body: 'Not about this student' });
    for (const [i, who] of [counsellor, admin, counsellor, admin, counsellor].entries()) {
      expect((await addNote(student.id, { body: `Note ${i + 1}` }, who)).statusCode).toBe(201);
    }
    const first = ZStaffNotePage.parse((await listNotes(student.id, '?pageNumber=1&pageSize=2')).json());
    expect(first).toMatchObject({ page: 1, size: 2, totalElements: 5, totalPages: 3 });
    expect(first.content.map((note) => [note.body, note.author.name])).toEqual([
      ['Note 5', 'Test COUNSELLOR'],
      ['Note 4', 'Test ADMIN'],
    ]);
    const last = ZStaffNotePage.parse((await listNotes(student.id, '?pageNumber=3&pageSize=2')).json());
    expect(last.content.map((note) => note.body)).toEqual(['Note 1']);
    const beyond = ZStaffNotePage.parse((await listNotes(student.id, '?pageNumber=4&pageSize=2')).json());
    expect(beyond).toMatchObject({ content: [], totalElements: 5 });
    const all = ZStaffNotePage.parse((await listNotes(student.id)).json());
    expect(all.content).toHaveLength(5);
    expect(all.content.every((note) => note.studentId === student.id)).toBe(true);
  });

  it('answers an empty page for a student without notes', async () => {
    const student = await createSignedInUser(t.app);
    const res = await listNotes(student.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it.each(['?pageNumber=0', '?pageSize=101', '?pageSize=abc'])('answers 400 for %s', async (query) => {
    const student = await createSignedInUser(t.app);
    expect((await listNotes(student.id, query)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown student or a staff account, and 400 for an id that is not one', async () => {
    for (const id of [999_999, counsellor.id]) {
      const res = await listNotes(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe(STAFF_MESSAGES.studentNotFound);
    }
    expect((await listNotes('abc')).statusCode).toBe(400);
  });
});

describe('notes are for staff only', () => {
  it('refuses a student (even about itself) with 403 and no token with 401, and stores nothing', async () => {
    const student = await createSignedInUser(t.app);
    await addNote(student.id, { body: 'Internal' });
    for (const [who, status] of [
      [student, 403],
      [null, 401],
    ] as const) {
      expect((await listNotes(student.id, '', who)).statusCode).toBe(status);
      expect((await addNote(student.id, { body: 'Sneaky' }, who)).statusCode).toBe(status);
    }
    expect((await notesOf(student.id)).map((note) => note.body)).toEqual(['Internal']);
    expect(await auditOf(student.id)).toHaveLength(1);
  });
});
