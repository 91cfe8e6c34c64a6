import { describe, expect, it } from 'vitest';
import { tinyDocx, tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { documentsClient } from './documents-client.ts';

const t = useTestApp();
const api = documentsClient(t);

const versionsOf = async (documentId: number) =>
  (
    await t.database.query(
      `SELECT v.name, f.file_name FROM student_document_versions v
       JOIN stored_files f ON f.id = v.file_id WHERE v.document_id = $1 ORDER BY v.id`,
      [documentId],
    )
  ).rows;

describe('a new upload of a type the student has', () => {
  it('becomes the current version: same id, status UPLOADED, remarks cleared, old version kept', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const first = await api.uploadOk(student, { type: 'HSC', name: 'First', content: tinyPdf('first') });
    const target = { studentId: student.id, documentId: first.id };
    // A rejection carries its reason: the remark first.
    expect((await api.updateRemarks(staff, { ...target, remarks: 'Blurred scan' })).statusCode).toBe(200);
    expect((await api.updateStatus(staff, { ...target, status: 'REJECTED' })).statusCode).toBe(200);

    const res = await api.upload(student, {
      type: 'HSC',
      name: 'Second',
      fileName: 'hsc.docx',
      content: tinyDocx(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: first.id,
      name: 'Second',
      type: 'HSC',
      status: 'UPLOADED',
      remarks: '',
      applicationId: null,
    });
    expect(await versionsOf(first.id)).toEqual([
      { name: 'First', file_name: 'document.pdf' },
      { name: 'Second', file_name: 'hsc.docx' },
    ]);
    expect((await api.list(student)).json().documents).toHaveLength(1);

    const file = await api.fetch(await api.tempUrlOf(student, first.id));
    expect(file.rawPayload.equals(tinyDocx())).toBe(true);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('keeps the earlier file downloadable through an earlier link until it expires', async () => {
    const student = await createSignedInUser(t.app);
    const first = await api.uploadOk(student, { type: 'PTE', content: tinyPdf('old') });
    const oldLink = await api.tempUrlOf(student, first.id);
    await api.uploadOk(student, { type: 'PTE', content: tinyPdf('new') });
    expect((await api.fetch(oldLink)).rawPayload.equals(tinyPdf('old'))).toBe(true);
    expect((await api.fetch(await api.tempUrlOf(student, first.id))).rawPayload.equals(tinyPdf('new'))).toBe(
      true,
    );
  });

  it('two concurrent first uploads of a type leave one document with two versions, no 500', async () => {
    const student = await createSignedInUser(t.app);
    const responses = await Promise.all(
      ['a', 'b'].map((text) => api.upload(student, { type: 'TOEFL', content: tinyPdf(text) })),
    );
    expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    const ids = new Set(responses.map((res) => res.json().id));
    expect(ids.size).toBe(1);
    expect(await versionsOf([...ids][0])).toHaveLength(2);
  });

  it('does not touch another type', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'ADMIN');
    const passport = await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf() });
    await api.updateStatus(staff, { studentId: student.id, documentId: passport.id, status: 'ACCEPTED' });
    await api.uploadOk(student, { type: 'RESUME', content: tinyPdf() });
    await api.uploadOk(student, { type: 'RESUME', content: tinyPdf() });
    const statuses = (await api.list(student))
      .json()
      .documents.map((d: { type: string; status: string }) => [d.type, d.status]);
    expect(statuses).toEqual([
      ['PASSPORT', 'ACCEPTED'],
      ['RESUME', 'UPLOADED'],
    ]);
  });
});
