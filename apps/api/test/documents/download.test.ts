import { DOWNLOAD_URL_TTL_SECONDS, ZDocumentDownload } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyDoc, tinyPdf } from '../helpers/files.ts';
import { tinyJpeg } from '../helpers/images.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { documentsClient } from './documents-client.ts';

const t = useTestApp();
const api = documentsClient(t);

describe('GET /student/document/download', () => {
  it('answers a tempURL that serves the exact bytes with type and a sanitised file name', async () => {
    const student = await createSignedInUser(t.app);
    const bytes = tinyJpeg();
    const document = await api.uploadOk(student, {
      type: 'PASSPORT',
      fileName: 'Pässport; scan.jpg',
      content: bytes,
    });
    const res = await api.download(student, { documentId: document.id });
    expect(res.statusCode).toBe(200);
    const { tempURL } = ZDocumentDownload.parse(res.json());
    expect(tempURL).toMatch(/^\/api\/files\/download\?file=\d+&expires=\d+&signature=[\w-]{43}$/);

    const file = await api.fetch(tempURL);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="P_ssport_ scan.jpg"; filename*=UTF-8''P%C3%A4ssport%3B%20scan.jpg`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('offers Word files as attachments', async () => {
    const student = await createSignedInUser(t.app);
    const document = await api.uploadOk(student, { type: 'RESUME', fileName: 'cv.doc', content: tinyDoc() });
    const file = await api.fetch(await api.tempUrlOf(student, document.id));
    expect(file.headers['content-type']).toBe('application/msword');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="cv.doc"; filename*=UTF-8''cv.doc`,
    );
  });

  it('the link works until 5 minutes have passed, then gets 403', async () => {
    const student = await createSignedInUser(t.app);
    const document = await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf() });
    const tempURL = await api.tempUrlOf(student, document.id);
    t.clock.offsetMs = (DOWNLOAD_URL_TTL_SECONDS - 2) * 1000;
    expect((await api.fetch(tempURL)).statusCode).toBe(200);
    t.clock.offsetMs = (DOWNLOAD_URL_TTL_SECONDS + 1) * 1000;
    const expired = await api.fetch(tempURL);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().debugMessage).toBe('This download link has expired. Please request a new one.');
    expect(expired.body).not.toContain('%PDF');
    // A fresh link works again.
    expect((await api.fetch(await api.tempUrlOf(student, document.id))).statusCode).toBe(200);
  });

  it('staff may download any student’s document, with or without studentId', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'ADMIN');
    const document = await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf('staff') });
    const queries: Record<string, number>[] = [
      { documentId: document.id },
      { documentId: document.id, studentId: student.id },
    ];
    for (const query of queries) {
      const res = await api.download(staff, query);
      expect(res.statusCode, res.body).toBe(200);
      expect((await api.fetch(res.json().tempURL)).rawPayload.equals(tinyPdf('staff'))).toBe(true);
    }
  });

  type TIds = { doc: number; other: number };
  it.each<[string, (ids: TIds) => Record<string, number>, string]>([
    ['an unknown document', () => ({ documentId: 999_999 }), 'Document not found.'],
    [
      'another student’s id',
      ({ doc, other }) => ({ documentId: doc, studentId: other }),
      'Document not found.',
    ],
    ['an unknown student', ({ doc }) => ({ documentId: doc, studentId: 999_999 }), 'Student not found.'],
  ])('staff asking with %s get 404', async (_label, query, debugMessage) => {
    const student = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const document = await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf() });
    const res = await api.download(staff, query({ doc: document.id, other: other.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(debugMessage);
  });

  it.each([
    [{}, 'documentId must be a positive whole number'],
    [{ documentId: 'abc' }, 'documentId must be a positive whole number'],
    [{ documentId: 0 }, 'documentId must be a positive whole number'],
    [{ documentId: 2_147_483_648 }, 'documentId must be a positive whole number'],
  ])('refuses the query %j with 400', async (query, debugMessage) => {
    const student = await createSignedInUser(t.app);
    const res = await api.download(student, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(debugMessage);
  });

  it('needs a token (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/student/document/download?documentId=1' });
    expect(res.statusCode).toBe(401);
  });
});
