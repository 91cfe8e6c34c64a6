import {
  DOCUMENT_MESSAGES,
  DOCUMENT_REMARKS_MAX_LENGTH,
  DOCUMENT_REVIEW_MESSAGES,
  STAFF_AUDIT_ACTIONS,
  ZDocumentVersionList,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, studentDocuments } from '../../src/schema/index.ts';
import { tinyDocx, tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { documentsClient } from './documents-client.ts';

const t = useTestApp();
const api = documentsClient(t);
let staff: TSignedIn;

const review = (studentId: number, documentId: number, payload?: object, who: TSignedIn | null = staff) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/students/${studentId}/documents/${documentId}/review`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });
const rowOf = async (documentId: number) =>
  (await t.app.db.select().from(studentDocuments).where(eq(studentDocuments.id, documentId)))[0];
const auditOf = (studentId: number) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.studentId, studentId)).orderBy(auditLog.id);

/** A student with one uploaded passport. */
async function uploaded() {
  const student = await createSignedInUser(t.app);
  const document = await api.uploadOk(student, { type: 'PASSPORT', name: 'Passport', content: tinyPdf('p') });
  return { student, document };
}

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
});

describe('PUT /api/staff/students/{studentId}/documents/{documentId}/review', () => {
  it('rejects with a remark in one change and one audit entry, and the student sees both', async () => {
    const { student, document } = await uploaded();
    const res = await review(student.id, document.id, {
      status: 'REJECTED',
      remark: '  The scan is blurry or unreadable. Please rescan page 2.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const remark = 'The scan is blurry or unreadable. Please rescan page 2.';
    expect(res.json()).toEqual({
      id: document.id,
      name: 'Passport',
      type: 'PASSPORT',
      status: 'REJECTED',
      remarks: remark,
      applicationId: null,
    });
    expect(await rowOf(document.id)).toMatchObject({ status: 'REJECTED', remarks: remark });
    expect(await auditOf(student.id)).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        actorRole: 'COUNSELLOR',
        action: STAFF_AUDIT_ACTIONS.documentReviewed,
        entityType: 'STUDENT_DOCUMENT',
        entityId: document.id,
        before: { status: 'UPLOADED', remarks: '' },
        after: { status: 'REJECTED', remarks: remark },
      }),
    ]);
    const own = await api.remarks(student, { documentId: document.id });
    expect(own.json()).toEqual({ documentId: document.id, status: 'REJECTED', remarks: remark });
  });

  it.each(['ACCEPTED', 'EXEMPTED'] as const)(
    '%s needs no remark, and clears an earlier one',
    async (status) => {
      const { student, document } = await uploaded();
      await review(student.id, document.id, { status: 'REJECTED', remark: 'Pages are missing.' });
      const res = await review(student.id, document.id, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status, remarks: '' });
      const [, second] = await auditOf(student.id);
      expect(second).toMatchObject({
        before: { status: 'REJECTED', remarks: 'Pages are missing.' },
        after: { status, remarks: '' },
      });
    },
  );

  it('writes the verdict on the current version, which keeps it after a new upload', async () => {
    const { student, document } = await uploaded();
    await review(student.id, document.id, { status: 'REJECTED', remark: 'The document has expired.' });
    await api.uploadOk(student, {
      type: 'PASSPORT',
      name: 'Renewed',
      fileName: 'p.docx',
      content: tinyDocx(),
    });
    await review(student.id, document.id, { status: 'ACCEPTED', remark: 'Valid till 2034.' });
    const versions = ZDocumentVersionList.parse(
      (await api.versions(staff, { documentId: document.id })).json(),
    );
    expect(versions.versions.map(({ name, status, remarks }) => ({ name, status, remarks }))).toEqual([
      { name: 'Renewed', status: 'ACCEPTED', remarks: 'Valid till 2034.' },
      { name: 'Passport', status: 'REJECTED', remarks: 'The document has expired.' },
    ]);
  });

  it('changes and audits nothing when the document already has that verdict and remark', async () => {
    const { student, document } = await uploaded();
    await review(student.id, document.id, { status: 'ACCEPTED', remark: 'Fine' });
    const again = await review(student.id, document.id, { status: 'ACCEPTED', remark: ' Fine ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'ACCEPTED', remarks: 'Fine' });
    expect(await auditOf(student.id)).toHaveLength(1);
    // Another remark with the same verdict is a change.
    await review(student.id, document.id, { status: 'ACCEPTED', remark: 'Fine, notarised' });
    expect(await auditOf(student.id)).toHaveLength(2);
  });

  it.each([
    {
      why: 'a rejection without a remark',
      body: { status: 'REJECTED' },
      says: DOCUMENT_REVIEW_MESSAGES.remarkRequired,
    },
    {
      why: 'a rejection with a blank remark',
      body: { status: 'REJECTED', remark: ' \n\t ' },
      says: DOCUMENT_REVIEW_MESSAGES.remarkRequired,
    },
    {
      why: 'a remark that is too long',
      body: { status: 'REJECTED', remark: 'x'.repeat(DOCUMENT_REMARKS_MAX_LENGTH + 1) },
      says: DOCUMENT_REVIEW_MESSAGES.remarkTooLong,
    },
    {
      why: 'a remark with control characters',
      body: { status: 'ACCEPTED', remark: 'ok\u001b[2J' },
      says: DOCUMENT_REVIEW_MESSAGES.remarkUnsafe,
    },
    {
      why: 'UPLOADED (not a verdict)',
      body: { status: 'UPLOADED' },
      says: DOCUMENT_REVIEW_MESSAGES.verdictInvalid,
    },
    { why: 'no status', body: { remark: 'Looks fine' }, says: DOCUMENT_REVIEW_MESSAGES.verdictInvalid },
    { why: 'an unknown key', body: { status: 'ACCEPTED', remarks: 'plural' }, says: undefined },
  ])('answers 400 for $why, and changes and audits nothing', async ({ body, says }) => {
    const { student, document } = await uploaded();
    const before = await rowOf(document.id);
    const res = await review(student.id, document.id, body);
    expect(res.statusCode).toBe(400);
    if (says) expect(res.json().debugMessage).toBe(says);
    expect(await rowOf(document.id)).toEqual(before);
    expect(await auditOf(student.id)).toEqual([]);
  });

  it("answers 404 for another student's document, an unknown document or a staff account, changing nothing", async () => {
    const { student, document } = await uploaded();
    const other = await createSignedInUser(t.app);
    for (const [studentId, documentId] of [
      [other.id, document.id],
      [student.id, 999_999],
      [staff.id, document.id],
    ] as const) {
      const res = await review(studentId, documentId, { status: 'ACCEPTED' });
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe(DOCUMENT_MESSAGES.notFound);
    }
    expect((await rowOf(document.id))?.status).toBe('UPLOADED');
    expect(await auditOf(student.id)).toEqual([]);
  });

  it('answers 403 to a student (even for its own document) and 401 without a token, changing nothing', async () => {
    const { student, document } = await uploaded();
    const own = await review(student.id, document.id, { status: 'ACCEPTED' }, student);
    expect(own.statusCode).toBe(403);
    const anonymous = await review(student.id, document.id, { status: 'ACCEPTED' }, null);
    expect(anonymous.statusCode).toBe(401);
    expect((await rowOf(document.id))?.status).toBe('UPLOADED');
    expect(await auditOf(student.id)).toEqual([]);
  });

  it.each(['abc', '0'])('answers 400 for the document id %s', async (id) => {
    const { student } = await uploaded();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/students/${student.id}/documents/${id}/review`,
      headers: staff.headers,
      payload: { status: 'ACCEPTED' },
    });
    expect(res.statusCode).toBe(400);
  });
});
