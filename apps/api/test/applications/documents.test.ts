import {
  APPLICATION_MESSAGES,
  DOCUMENT_MESSAGES,
  TEXT_SAFETY_MESSAGES,
  UPLOAD_MESSAGES,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, storedFiles } from '../../src/schema/index.ts';
import { plainText, plainZip, tinyDoc, tinyDocx, tinyPdf } from '../helpers/files.ts';
import { tinyJpeg, tinyPng } from '../helpers/images.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';
import { multipart } from './helpers.ts';

const { t, calls, state, applied, storedFileCount } = useApplicationsFixture({ offset: 20 });
const query = (applicationId: number, type: string, extra: Record<string, string> = {}) => ({
  applicationId: String(applicationId),
  type,
  ...extra,
});

describe('POST /application/document/upload', () => {
  it('stores a statement of purpose with the uploader from the token, whatever uploadedBy says', async () => {
    const { student, applicationId } = await applied();
    const bytes = tinyPdf('my statement');
    const res = await calls.uploadDocument(
      student,
      query(applicationId, 'STATEMENT_OF_PURPOSE', { name: 'My SOP', uploadedBy: '12' }),
      { name: 'sop.pdf', bytes },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      applicationId,
      name: 'My SOP',
      type: 'STATEMENT_OF_PURPOSE',
      status: 'UPLOADED',
      remarks: '',
      tempURL: expect.stringMatching(/^\/api\/files\/download\?/),
      createdAt: expect.any(String),
    });
    const [row] = await t.app.db
      .select({ uploadedBy: applicationDocuments.uploadedBy, fileUploader: storedFiles.uploadedBy })
      .from(applicationDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, applicationDocuments.fileId))
      .where(eq(applicationDocuments.id, res.json().id));
    expect(row).toEqual({ uploadedBy: student.id, fileUploader: student.id });
    const file = await calls.fetchFile(res.json().tempURL);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('names the document after the file when no name is given', async () => {
    const { student, applicationId } = await applied();
    const res = await calls.uploadDocument(student, query(applicationId, 'PORTFOLIO'), {
      name: 'drawings.pdf',
      bytes: tinyPdf(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('drawings.pdf');
  });

  it.each([
    ['png', 'work.png', tinyPng()],
    ['jpg', 'work.jpg', tinyJpeg()],
    ['jpeg', 'work.jpeg', tinyJpeg()],
    ['doc', 'work.doc', tinyDoc()],
    ['docx', 'work.docx', tinyDocx()],
  ])('accepts a %s file', async (_, name, bytes) => {
    const { student, applicationId } = await applied();
    const res = await calls.uploadDocument(student, query(applicationId, 'PORTFOLIO'), { name, bytes });
    expect(res.statusCode).toBe(201);
  });

  it('keeps one current statement of purpose: a new upload replaces it in the list, history is kept', async () => {
    const { student, applicationId } = await applied();
    const first = await calls.uploadDocument(student, query(applicationId, 'STATEMENT_OF_PURPOSE'), {
      name: 'sop-v1.pdf',
      bytes: tinyPdf('v1'),
    });
    const second = await calls.uploadDocument(student, query(applicationId, 'STATEMENT_OF_PURPOSE'), {
      name: 'sop-v2.pdf',
      bytes: tinyPdf('v2'),
    });
    const list = (await calls.listDocuments(student, applicationId)).json();
    expect(list.documents.map((doc: { id: number }) => doc.id)).toEqual([second.json().id]);
    const rows = await t.app.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, applicationId));
    expect(rows.map((row) => row.id)).toEqual([first.json().id, second.json().id]);
  });

  it('adds up portfolio rows, listed oldest first after the current statement of purpose', async () => {
    const { student, applicationId } = await applied();
    const ids: number[] = [];
    for (const type of ['PORTFOLIO', 'STATEMENT_OF_PURPOSE', 'PORTFOLIO']) {
      ids.push((await calls.uploadDocument(student, query(applicationId, type))).json().id);
    }
    const list = (await calls.listDocuments(student, applicationId)).json();
    expect(list.documents.map((doc: { id: number; type: string }) => [doc.id, doc.type])).toEqual([
      [ids[0], 'PORTFOLIO'],
      [ids[1], 'STATEMENT_OF_PURPOSE'],
      [ids[2], 'PORTFOLIO'],
    ]);
  });

  it.each([
    ['a student document type', 'PASSPORT', 'type must be STATEMENT_OF_PURPOSE or PORTFOLIO.'],
    ['an unknown type', 'CV', 'type must be STATEMENT_OF_PURPOSE or PORTFOLIO.'],
    ['no type', undefined, 'type must be STATEMENT_OF_PURPOSE or PORTFOLIO.'],
  ])('refuses %s with 400 and stores nothing', async (_, type, message) => {
    const { student, applicationId } = await applied();
    const q: Record<string, string> = { applicationId: String(applicationId) };
    if (type) q.type = type;
    const res = await calls.uploadDocument(student, q);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(message);
    expect(await storedFileCount(student.id)).toBe(0);
  });

  it.each([
    [
      'plain text named .pdf',
      'notes.pdf',
      plainText(),
      400,
      UPLOAD_MESSAGES.contentNotAllowed('png, jpg, jpeg, pdf, doc or docx'),
    ],
    [
      'a zip named .docx',
      'essay.docx',
      plainZip(),
      400,
      UPLOAD_MESSAGES.contentNotAllowed('png, jpg, jpeg, pdf, doc or docx'),
    ],
    ['a PDF named .png', 'photo.png', tinyPdf(), 400, UPLOAD_MESSAGES.contentMismatch('png')],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 400, UPLOAD_MESSAGES.fileEmpty],
    ['a path in the name', '../../x.pdf', tinyPdf(), 400, UPLOAD_MESSAGES.fileNameUnsafe],
    [
      'a text extension',
      'notes.txt',
      plainText(),
      400,
      UPLOAD_MESSAGES.extensionNotAllowed('png, jpg, jpeg, pdf, doc or docx'),
    ],
  ])('refuses %s and stores nothing', async (_, name, bytes, httpStatus, message) => {
    const { student, applicationId } = await applied();
    const res = await calls.uploadDocument(student, query(applicationId, 'PORTFOLIO'), { name, bytes });
    expect(res.statusCode).toBe(httpStatus);
    expect(res.json().debugMessage).toBe(message);
    expect(await storedFileCount(student.id)).toBe(0);
  });

  it.each([
    ['too long', 'x'.repeat(151), DOCUMENT_MESSAGES.nameTooLong],
    ['with a control character', 'my\u0007sop', DOCUMENT_MESSAGES.nameUnsafe],
    ['with a zero-width space', 'my\u200Bsop', TEXT_SAFETY_MESSAGES.nameUnsafe('The document name')],
  ])('refuses a name %s with 400 and stores nothing', async (_, name, message) => {
    const { student, applicationId } = await applied();
    const res = await calls.uploadDocument(student, query(applicationId, 'PORTFOLIO', { name }));
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(message);
    expect(await storedFileCount(student.id)).toBe(0);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { student, applicationId } = await applied();
    const bytes = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await calls.uploadDocument(student, query(applicationId, 'PORTFOLIO'), {
      name: 'big.pdf',
      bytes,
    });
    expect(res.statusCode).toBe(413);
    expect(await storedFileCount(student.id)).toBe(0);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const { student, applicationId } = await applied();
    const res = await t.app.inject({
      method: 'POST',
      url: '/application/document/upload',
      query: query(applicationId, 'PORTFOLIO'),
      headers: student.headers,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a form without a file', async () => {
    const { student, applicationId } = await applied();
    const form = new FormData();
    form.append('name', 'x');
    const response = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/application/document/upload',
      query: query(applicationId, 'PORTFOLIO'),
      headers: { ...student.headers, 'content-type': response.headers.get('content-type') ?? '' },
      payload: Buffer.from(await response.arrayBuffer()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(UPLOAD_MESSAGES.fileMissing);
  });

  it('answers 404 for an unknown application and stores nothing', async () => {
    const student = await createSignedInUser(t.app);
    const res = await calls.uploadDocument(student, query(2_000_000_000, 'PORTFOLIO'));
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.applicationNotFound);
    expect(await storedFileCount(student.id)).toBe(0);
  });

  it('lets staff upload to any application, as themselves', async () => {
    const { student, applicationId } = await applied();
    const staff = await state.staffUser();
    const res = await calls.uploadDocument(staff, query(applicationId, 'PORTFOLIO', { uploadedBy: '1' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(storedFiles).where(eq(storedFiles.studentId, student.id));
    expect(row?.uploadedBy).toBe(staff.id);
  });

  it('checks the body against the multipart helper too (a browser-like form)', async () => {
    const { student, applicationId } = await applied();
    const body = await multipart({ name: 'sop.pdf', bytes: tinyPdf(), type: 'application/pdf' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/application/document/upload?applicationId=${applicationId}&name=&type=STATEMENT_OF_PURPOSE&uploadedBy=12`,
      headers: { ...student.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('sop.pdf');
  });
});

describe('GET /application/document/all', () => {
  it('answers empty lists for a fresh application', async () => {
    const { student, applicationId } = await applied();
    const res = await calls.listDocuments(student, applicationId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ applicationId, status: 'APPLIED', documents: [], conditionalDocuments: [] });
  });

  it('answers 404 for an unknown application and 400 for a bad id', async () => {
    const student = await createSignedInUser(t.app);
    expect((await calls.listDocuments(student, 2_000_000_000)).statusCode).toBe(404);
    expect((await calls.listDocuments(student, 'x')).statusCode).toBe(400);
  });
});

describe('DELETE /api/application/documents/{documentId}', () => {
  it('removes a portfolio row and its file', async () => {
    const { student, applicationId } = await applied();
    const uploaded = (await calls.uploadDocument(student, query(applicationId, 'PORTFOLIO'))).json();
    const res = await calls.removeDocument(student, uploaded.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: uploaded.id });
    expect((await calls.listDocuments(student, applicationId)).json().documents).toEqual([]);
    expect(await storedFileCount(student.id)).toBe(0);
    expect((await calls.fetchFile(uploaded.tempURL)).statusCode).toBe(404);
    expect((await calls.removeDocument(student, uploaded.id)).statusCode).toBe(404);
  });

  it('refuses to remove the statement of purpose with 409', async () => {
    const { student, applicationId } = await applied();
    const uploaded = (
      await calls.uploadDocument(student, query(applicationId, 'STATEMENT_OF_PURPOSE'))
    ).json();
    const res = await calls.removeDocument(student, uploaded.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.statementOfPurposeNotRemovable);
    expect((await calls.listDocuments(student, applicationId)).json().documents).toHaveLength(1);
  });
});
