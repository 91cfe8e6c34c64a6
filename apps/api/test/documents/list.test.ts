import { DOCUMENT_TYPES, ZDocumentList, ZDocumentTypeOptions } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { documentsClient } from './documents-client.ts';

const t = useTestApp();
const api = documentsClient(t);

describe('GET /student/document/all-document-type', () => {
  it('lists every §3 type in §3 order with a readable label', async () => {
    const student = await createSignedInUser(t.app);
    const res = await api.types(student);
    expect(res.statusCode).toBe(200);
    const options = ZDocumentTypeOptions.parse(res.json());
    expect(options.map((option) => option.type)).toEqual([...DOCUMENT_TYPES]);
    expect(options.slice(0, 3)).toEqual([
      { type: 'PASSPORT', label: 'Passport' },
      { type: 'SSC', label: 'SSC (10th)' },
      { type: 'HSC', label: 'HSC (12th)' },
    ]);
    expect(options.find((option) => option.type === 'UNDERGRADUATE_MARKSHEET')?.label).toBe(
      'Bachelors Marksheet',
    );
  });

  it('needs a token (401)', async () => {
    expect((await t.app.inject({ url: '/student/document/all-document-type' })).statusCode).toBe(401);
  });
});

describe('GET /student/document/download-all', () => {
  it('lists the current documents in the §3 order of their types, whatever the upload order', async () => {
    const student = await createSignedInUser(t.app);
    for (const type of ['IELTS', 'PASSPORT', 'RESUME', 'HSC', 'SSC']) {
      await api.uploadOk(student, { type, name: `My ${type}`, content: tinyPdf() });
    }
    const res = await api.list(student);
    expect(res.statusCode).toBe(200);
    const { documents } = ZDocumentList.parse(res.json());
    expect(documents.map((d) => d.type)).toEqual(['PASSPORT', 'SSC', 'HSC', 'RESUME', 'IELTS']);
    expect(documents[0]).toEqual({
      id: expect.any(Number),
      name: 'My PASSPORT',
      type: 'PASSPORT',
      status: 'UPLOADED',
      remarks: '',
      applicationId: null,
    });
  });

  it('is an empty list before any upload', async () => {
    const student = await createSignedInUser(t.app);
    expect((await api.list(student)).json()).toEqual({ documents: [] });
  });

  it('accepts the student’s own id', async () => {
    const student = await createSignedInUser(t.app);
    await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf() });
    expect((await api.list(student, { studentId: student.id })).json().documents).toHaveLength(1);
  });

  it('staff name the student: their list, 400 without studentId, 404 for a non-student', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    await api.uploadOk(student, { type: 'DUOLINGO', content: tinyPdf() });
    const list = await api.list(staff, { studentId: student.id });
    expect(list.json().documents.map((d: { type: string }) => d.type)).toEqual(['DUOLINGO']);

    const missing = await api.list(staff);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().debugMessage).toBe("studentId is required when staff list a student's documents.");
    const notStudent = await api.list(staff, { studentId: staff.id + 1000 });
    expect(notStudent.statusCode).toBe(404);
  });
});

describe('GET /student/document/get-remarks', () => {
  it('answers status and remarks of an own document, with or without the own studentId', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'ADMIN');
    const document = await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf() });
    const target = { studentId: student.id, documentId: document.id };
    await api.updateRemarks(staff, { ...target, remarks: 'Page 2 is missing.' });
    await api.updateStatus(staff, { ...target, status: 'REJECTED' });
    const expected = { documentId: document.id, remarks: 'Page 2 is missing.', status: 'REJECTED' };
    expect((await api.remarks(student, target)).json()).toEqual(expected);
    expect((await api.remarks(student, { documentId: document.id })).json()).toEqual(expected);
    expect((await api.remarks(staff, target)).json()).toEqual(expected);
    expect((await api.remarks(staff, { documentId: document.id })).json()).toEqual(expected);
  });

  it('answers 404 for an unknown document and 400 without documentId', async () => {
    const student = await createSignedInUser(t.app);
    const unknown = await api.remarks(student, { studentId: student.id, documentId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().debugMessage).toBe('Document not found.');
    const missing = await api.remarks(student, { studentId: student.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().debugMessage).toBe('documentId must be a positive whole number');
  });
});

describe('OpenAPI document', () => {
  it('describes every document call, the upload as multipart', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = [
      ['post', '/student/document/upload'],
      ['get', '/student/document/download'],
      ['get', '/student/document/download-all'],
      ['get', '/student/document/all-document-type'],
      ['get', '/student/document/get-remarks'],
      ['put', '/student/document/update-status'],
      ['put', '/student/document/update-remarks'],
    ] as const;
    for (const [method, path] of paths) expect(doc.paths[path]?.[method]?.tags, path).toEqual(['documents']);
    expect(
      doc.paths['/student/document/update-status'].put.requestBody.content['application/json'],
    ).toBeDefined();
  });
});
