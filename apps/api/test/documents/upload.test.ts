import { ZStudentDocument } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { storedState } from '../files/stored-state.ts';
import { tinyDoc, tinyDocx, tinyPdf } from '../helpers/files.ts';
import { tinyJpeg, tinyPng } from '../helpers/images.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { documentsClient, uploadForm } from './documents-client.ts';

const t = useTestApp();
const api = documentsClient(t);

describe('POST /student/document/upload', () => {
  it.each([
    ['passport.png', tinyPng(), 'image/png'],
    ['passport.jpg', tinyJpeg(), 'image/jpeg'],
    ['passport.JPEG', tinyJpeg(), 'image/jpeg'],
    ['passport.pdf', tinyPdf(), 'application/pdf'],
    ['passport.doc', tinyDoc(), 'application/msword'],
    ['passport.docx', tinyDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('stores a real %s as a new document (201)', async (fileName, content, contentType) => {
    const student = await createSignedInUser(t.app);
    const before = await storedState(t);
    const res = await api.upload(student, { type: 'PASSPORT', name: 'My passport', fileName, content });
    expect(res.statusCode, res.body).toBe(201);
    const document = ZStudentDocument.parse(res.json());
    expect(document).toEqual({
      id: document.id,
      name: 'My passport',
      type: 'PASSPORT',
      status: 'UPLOADED',
      remarks: '',
      applicationId: null,
    });
    expect(await storedState(t)).toEqual({ rows: before.rows + 1, files: before.files + 1 });
    const { rows } = await t.database.query(
      'SELECT content_type, file_name, uploaded_by, student_id FROM stored_files ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({
      content_type: contentType,
      file_name: fileName,
      uploaded_by: student.id,
      student_id: student.id,
    });
  });

  it.each([
    ['missing', undefined, 'scan.pdf'],
    ['empty', '', 'scan.pdf'],
    ['blank', '   ', 'scan.pdf'],
    ['padded', '  SSC Marksheet  ', 'SSC Marksheet'],
    ['with a slash (shown only, never a path)', 'SSC/HSC Marksheet', 'SSC/HSC Marksheet'],
    ['of 150 characters', 'n'.repeat(150), 'n'.repeat(150)],
  ])('a %s display name is kept as expected', async (_label, name, expected) => {
    const student = await createSignedInUser(t.app);
    const document = await api.uploadOk(student, {
      type: 'SSC',
      fileName: 'scan.pdf',
      content: tinyPdf(),
      name,
    });
    expect(document.name).toBe(expected);
  });

  it('keeps one document per type and lists each type separately', async () => {
    const student = await createSignedInUser(t.app);
    const ielts = await api.uploadOk(student, { type: 'IELTS', content: tinyPdf() });
    const resume = await api.uploadOk(student, { type: 'RESUME', content: tinyDocx(), fileName: 'cv.docx' });
    expect(ielts.id).not.toBe(resume.id);
    expect((await api.list(student)).json().documents.map((d: { type: string }) => d.type)).toEqual([
      'RESUME',
      'IELTS',
    ]);
  });

  it('is for students: a staff token gets 403 and nothing is stored', async () => {
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const before = await storedState(t);
    const res = await api.upload(staff, { type: 'PASSPORT', content: tinyPdf() });
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe('Only students can upload their own documents.');
    expect(await storedState(t)).toEqual(before);
  });

  it('needs a token (401)', async () => {
    const form = uploadForm({ type: 'PASSPORT', content: tinyPdf() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/student/document/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
