import {
  APPLICATION_AUDIT_ACTIONS,
  APPLICATION_MESSAGES,
  CONDITIONAL_DOCUMENT_TYPE_OPTIONS,
  DOCUMENT_TYPES,
  type TApplicationStatus,
  TOAST_MESSAGES,
  UPLOAD_MESSAGES,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, conditionalDocuments } from '../../src/schema/index.ts';
import { plainText, tinyPdf } from '../helpers/files.ts';
import { tinyPng } from '../helpers/images.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';

const { t, calls, staff, applied, storedFileCount } = useApplicationsFixture({
  offset: 50,
  staff: 'ADMIN',
});
/** An application with a conditional offer asking for the given types; answers their ids by type. */
async function withOffer(types: string[], status: TApplicationStatus = 'CONDITIONAL_OFFER_RECEIVED') {
  const { student, applicationId } = await applied(status);
  const res = await calls.setConditionalTypes(staff, applicationId, types);
  expect(res.statusCode).toBe(200);
  const ids = Object.fromEntries(
    res.json().conditionalDocuments.map((doc: { id: number; type: string }) => [doc.type, doc.id]),
  ) as Record<string, number>;
  return { student, applicationId, ids };
}
const conditionalRows = (applicationId: number) =>
  t.app.db
    .select()
    .from(conditionalDocuments)
    .where(eq(conditionalDocuments.applicationId, applicationId))
    .orderBy(conditionalDocuments.id);
const auditsOf = (applicationId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityId, applicationId),
        eq(auditLog.action, APPLICATION_AUDIT_ACTIONS.conditionalDocumentsSet),
      ),
    )
    .orderBy(desc(auditLog.id));

describe('GET /application/document/conditional/types', () => {
  it('lists every §3 document type with a label', async () => {
    const student = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/application/document/conditional/types',
      headers: student.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(CONDITIONAL_DOCUMENT_TYPE_OPTIONS);
    expect(res.json().map((option: { type: string }) => option.type)).toEqual([...DOCUMENT_TYPES]);
    expect(res.json()[0]).toEqual({ type: 'PASSPORT', label: 'Passport' });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/application/document/conditional/types' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/staff/applications/{applicationId}/conditional-documents', () => {
  it('adds the listed types; the student sees them as conditionalDocuments [{id, type}]', async () => {
    const { student, applicationId } = await applied('CONDITIONAL_OFFER_RECEIVED');
    const res = await calls.setConditionalTypes(staff, applicationId, ['PASSPORT', 'IELTS']);
    expect(res.statusCode).toBe(200);
    const expected = [
      { type: 'PASSPORT', label: 'Passport' },
      { type: 'IELTS', label: 'IELTS' },
    ].map((doc) => ({
      id: expect.any(Number),
      ...doc,
      name: null,
      status: null,
      remarks: '',
      uploaded: false,
      uploadedAt: null,
      tempURL: null,
    }));
    expect(res.json()).toEqual({ applicationId, conditionalDocuments: expected });
    const listed = (await calls.listDocuments(student, applicationId)).json();
    expect(listed.conditionalDocuments).toEqual(res.json().conditionalDocuments);
    const [audit] = await auditsOf(applicationId);
    expect(audit).toMatchObject({
      actorId: staff.id,
      actorRole: 'ADMIN',
      studentId: student.id,
      entityType: 'application',
      before: { types: [] },
      after: { types: ['PASSPORT', 'IELTS'] },
    });
  });

  it('drops types left out (kept on record with their uploads) and keeps the ones still listed', async () => {
    const { student, applicationId, ids } = await withOffer(['PASSPORT', 'IELTS']);
    await calls.uploadConditional(student, { documentId: String(ids.PASSPORT) });
    const res = await calls.setConditionalTypes(staff, applicationId, ['IELTS', 'HSC']);
    expect(res.json().conditionalDocuments.map((doc: { type: string }) => doc.type)).toEqual([
      'IELTS',
      'HSC',
    ]);
    expect(res.json().conditionalDocuments[0].id).toBe(ids.IELTS);
    const rows = await conditionalRows(applicationId);
    const passport = rows.find((row) => row.type === 'PASSPORT');
    expect(passport?.removedAt).toBeInstanceOf(Date);
    expect(passport?.fileId).not.toBeNull();
    const [audit] = await auditsOf(applicationId);
    expect(audit).toMatchObject({
      before: { types: ['PASSPORT', 'IELTS'] },
      after: { types: ['IELTS', 'HSC'] },
    });
    const listed = (await calls.listDocuments(student, applicationId)).json().conditionalDocuments;
    expect(listed.map((doc: { type: string }) => doc.type)).toEqual(['IELTS', 'HSC']);
  });

  it('keeps an upload of a type that stays listed', async () => {
    const { student, applicationId, ids } = await withOffer(['PASSPORT']);
    await calls.uploadConditional(student, { documentId: String(ids.PASSPORT) });
    const res = await calls.setConditionalTypes(staff, applicationId, ['PASSPORT', 'TOEFL']);
    expect(res.json().conditionalDocuments[0]).toMatchObject({
      id: ids.PASSPORT,
      uploaded: true,
      status: 'UPLOADED',
    });
  });

  it('asks again for a dropped type with a fresh requirement', async () => {
    const { applicationId, ids } = await withOffer(['PASSPORT']);
    await calls.setConditionalTypes(staff, applicationId, []);
    const res = await calls.setConditionalTypes(staff, applicationId, ['PASSPORT']);
    const [doc] = res.json().conditionalDocuments;
    expect(doc.id).not.toBe(ids.PASSPORT);
    expect(doc.uploaded).toBe(false);
  });

  it('changes and audits nothing when the list is the same (duplicates count once)', async () => {
    const { applicationId, ids } = await withOffer(['PASSPORT', 'IELTS']);
    const auditsBefore = (await auditsOf(applicationId)).length;
    const res = await calls.setConditionalTypes(staff, applicationId, ['IELTS', 'PASSPORT', 'IELTS']);
    expect(res.statusCode).toBe(200);
    expect(res.json().conditionalDocuments.map((doc: { id: number }) => doc.id)).toEqual([
      ids.PASSPORT,
      ids.IELTS,
    ]);
    expect(await auditsOf(applicationId)).toHaveLength(auditsBefore);
    expect(await conditionalRows(applicationId)).toHaveLength(2);
  });

  it('clears the list with []', async () => {
    const { student, applicationId } = await withOffer(['PASSPORT']);
    const res = await calls.setConditionalTypes(staff, applicationId, []);
    expect(res.json().conditionalDocuments).toEqual([]);
    expect((await calls.listDocuments(student, applicationId)).json().conditionalDocuments).toEqual([]);
  });

  it.each([
    ['an unknown type', { types: ['BANK_STATEMENT'] }],
    ['an application document type', { types: ['PORTFOLIO'] }],
    ['no types', {}],
    ['types as text', { types: 'PASSPORT' }],
    ['an unknown key', { types: [], note: 'x' }],
  ])('answers 400 for %s', async (_, payload) => {
    const { applicationId } = await applied();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/applications/${applicationId}/conditional-documents`,
      headers: staff.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await conditionalRows(applicationId)).toHaveLength(0);
  });

  it('answers 404 for an unknown application', async () => {
    const res = await calls.setConditionalTypes(staff, 2_000_000_000, ['PASSPORT']);
    expect(res.statusCode).toBe(404);
  });

  it('refuses student tokens with 403 and changes nothing', async () => {
    const { student, applicationId } = await applied('CONDITIONAL_OFFER_RECEIVED');
    const res = await calls.setConditionalTypes(student, applicationId, ['PASSPORT']);
    expect(res.statusCode).toBe(403);
    expect(await conditionalRows(applicationId)).toHaveLength(0);
  });
});

describe('POST /application/document/conditional/upload', () => {
  it("uploads a requirement's file, uploader from the token, with the §8 toast text", async () => {
    const { student, applicationId, ids } = await withOffer(['PASSPORT', 'IELTS']);
    const bytes = tinyPdf('passport scan');
    const res = await calls.uploadConditional(
      student,
      { documentId: String(ids.PASSPORT), name: 'Passport scan', uploadedBy: '1' },
      { name: 'passport.pdf', bytes },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.PASSPORT,
      type: 'PASSPORT',
      label: 'Passport',
      name: 'Passport scan',
      status: 'UPLOADED',
      remarks: '',
      uploaded: true,
      uploadedAt: expect.any(String),
      tempURL: expect.stringMatching(/^\/api\/files\/download\?/),
      message: 'Uploaded Passport successfully',
    });
    expect(res.json().message).toBe(TOAST_MESSAGES.conditionalDocUploaded('Passport'));
    expect((await calls.fetchFile(res.json().tempURL)).rawPayload.equals(bytes)).toBe(true);
    const [row] = await t.app.db
      .select()
      .from(conditionalDocuments)
      .where(eq(conditionalDocuments.id, ids.PASSPORT as number));
    expect(row?.uploadedBy).toBe(student.id);
    const listed = (await calls.listDocuments(student, applicationId)).json().conditionalDocuments;
    expect(listed).toMatchObject([
      { id: ids.PASSPORT, uploaded: true },
      { id: ids.IELTS, uploaded: false, status: null },
    ]);
  });

  it('replaces the file on a re-upload', async () => {
    const { student, ids } = await withOffer(['IELTS']);
    await calls.uploadConditional(
      student,
      { documentId: String(ids.IELTS) },
      { name: 'a.pdf', bytes: tinyPdf('a') },
    );
    const second = tinyPng();
    const res = await calls.uploadConditional(
      student,
      { documentId: String(ids.IELTS) },
      { name: 'b.png', bytes: second },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'b.png', message: 'Uploaded IELTS successfully' });
    expect((await calls.fetchFile(res.json().tempURL)).rawPayload.equals(second)).toBe(true);
  });

  it.each([
    ['APPLIED', 409],
    ['UNDER_REVIEW', 409],
    ['UNCONDITIONAL_OFFER_RECEIVED', 409],
    ['REJECTED', 409],
    ['CONDITIONAL_OFFER_RECEIVED', 200],
  ] as const)('while the application is %s answers %i', async (status, httpStatus) => {
    const { student, ids } = await withOffer(['PASSPORT'], status);
    const res = await calls.uploadConditional(student, { documentId: String(ids.PASSPORT) });
    expect(res.statusCode).toBe(httpStatus);
    if (httpStatus === 409) {
      expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.conditionalUploadClosed);
      expect(await storedFileCount(student.id)).toBe(0);
    }
  });

  it('refuses a dropped requirement with 409', async () => {
    const { student, applicationId, ids } = await withOffer(['PASSPORT', 'IELTS']);
    await calls.setConditionalTypes(staff, applicationId, ['IELTS']);
    const res = await calls.uploadConditional(student, { documentId: String(ids.PASSPORT) });
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.conditionalDocumentDropped);
    expect(await storedFileCount(student.id)).toBe(0);
  });

  it.each([
    [
      'text named .pdf',
      'x.pdf',
      plainText(),
      UPLOAD_MESSAGES.contentNotAllowed('png, jpg, jpeg, pdf, doc or docx'),
    ],
    ['an empty file', 'x.pdf', Buffer.alloc(0), UPLOAD_MESSAGES.fileEmpty],
    ['a path as name', '../x.pdf', tinyPdf(), UPLOAD_MESSAGES.fileNameUnsafe],
  ])('refuses %s with 400 and keeps the requirement open', async (_, name, bytes, message) => {
    const { student, ids } = await withOffer(['PASSPORT']);
    const res = await calls.uploadConditional(student, { documentId: String(ids.PASSPORT) }, { name, bytes });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(message);
    expect(await storedFileCount(student.id)).toBe(0);
    const [row] = await t.app.db
      .select()
      .from(conditionalDocuments)
      .where(eq(conditionalDocuments.id, ids.PASSPORT as number));
    expect(row).toMatchObject({ fileId: null, status: null });
  });

  it('answers 404 for an unknown document and 400 for a bad id', async () => {
    const student = await createSignedInUser(t.app);
    const unknown = await calls.uploadConditional(student, { documentId: '2000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().debugMessage).toBe(APPLICATION_MESSAGES.conditionalDocumentNotFound);
    expect((await calls.uploadConditional(student, { documentId: 'x' })).statusCode).toBe(400);
    expect((await calls.uploadConditional(student, {})).statusCode).toBe(400);
  });
});
