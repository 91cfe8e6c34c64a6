import { describe, expect, it } from 'vitest';
import { documentsClient } from '../../documents/documents-client.ts';
import { multipartBody } from '../../files/multipart.ts';
import { tinyPdf } from '../../helpers/files.ts';
import type { TSignedIn } from '../../helpers/students.ts';
import { type TTestApp, useTestApp } from '../../helpers/test-app.ts';
import { offeredStudent } from '../../post-offer/fixtures.ts';
import { assign, assignedStudent, noticesOf } from './notices.ts';

const t: TTestApp = useTestApp();
const api = documentsClient(t);

const review = (staff: TSignedIn, studentId: number, documentId: number, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/students/${studentId}/documents/${documentId}/review`,
    headers: staff.headers,
    payload: body,
  });

describe('document notifications', () => {
  it('tells the counsellor of an upload and the student of a rejection with its reason, once per upload', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    const document = await api.uploadOk(student, { type: 'SSC', content: tinyPdf('ssc') });
    const [uploaded] = await noticesOf(t, counsellor.id);
    expect(uploaded).toMatchObject({
      kind: 'STAFF_DOCUMENT_UPLOADED',
      params: { studentId: student.id, documentType: 'SSC', status: 'UPLOADED' },
      target: { screen: 'STAFF_STUDENT', studentId: student.id, section: 'documents' },
    });

    // A rejection without a remark is refused (400): nothing told.
    expect(
      (await review(counsellor, student.id, document.id, { status: 'REJECTED', remark: '' })).statusCode,
    ).toBe(400);
    expect(await noticesOf(t, student.id)).toEqual([]);

    const rejected = await review(counsellor, student.id, document.id, {
      status: 'REJECTED',
      remark: 'Blurred.',
    });
    expect(rejected.statusCode).toBe(200);
    // The same review again (a retried request) tells nothing more.
    await review(counsellor, student.id, document.id, { status: 'REJECTED', remark: 'Blurred.' });
    const told = await noticesOf(t, student.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'DOCUMENT_REJECTED',
      params: { documentType: 'SSC', reason: 'Blurred.' },
      target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
    });
    expect(told[0]?.dedupeKey).toMatch(new RegExp(`^document-rejected:${document.id}:\\d+$`));
    // The reviewer is never told of their own review.
    expect((await noticesOf(t, counsellor.id)).map((notice) => notice.kind)).toEqual([
      'STAFF_DOCUMENT_UPLOADED',
    ]);

    // A new upload is a new cause: the counsellor hears of it, and its rejection tells the student again.
    await api.uploadOk(student, { type: 'SSC', content: tinyPdf('ssc again') });
    await review(counsellor, student.id, document.id, { status: 'REJECTED', remark: 'Page 2 missing.' });
    await review(counsellor, student.id, document.id, { status: 'ACCEPTED', remark: '' });
    expect((await noticesOf(t, student.id)).map((notice) => [notice.kind, notice.params.reason])).toEqual([
      ['DOCUMENT_REJECTED', 'Blurred.'],
      ['DOCUMENT_REJECTED', 'Page 2 missing.'],
      ['DOCUMENT_ACCEPTED', undefined],
    ]);
    expect(await noticesOf(t, counsellor.id)).toHaveLength(2);
    // Nine calls with four uploads: more than the default 30 s on a loaded two-core machine.
  }, 120_000);

  it('tells of a verdict given through the one-field staff calls', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    const document = await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf('passport') });
    const target = { studentId: student.id, documentId: document.id };
    await api.updateRemarks(counsellor, { ...target, remarks: 'Expired.' });
    expect(await noticesOf(t, student.id)).toEqual([]);
    expect((await api.updateStatus(counsellor, { ...target, status: 'REJECTED' })).statusCode).toBe(200);
    expect(await noticesOf(t, student.id)).toMatchObject([
      { kind: 'DOCUMENT_REJECTED', params: { documentType: 'PASSPORT', reason: 'Expired.' } },
    ]);
  });

  it("tells staff of a journey document as the student's journey change, and leads the verdict to the journey", async () => {
    const { student, applicationId } = await offeredStudent(t.app);
    const { counsellor } = await assignedStudent(t.app);
    await assign(t.app, student.id, counsellor.id);
    const form = await api.upload(student, { type: 'HEALTH_COVER', content: tinyPdf('cover') });
    // The upload's form has no applicationId: refused (400), nothing told.
    expect(form.statusCode).toBe(400);
    expect(await noticesOf(t, counsellor.id)).toEqual([]);
    const body = multipartBody([
      { name: 'type', value: 'HEALTH_COVER' },
      { name: 'applicationId', value: String(applicationId) },
      { name: 'file', fileName: 'cover.pdf', content: tinyPdf('cover') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/student/document/upload',
      headers: { ...student.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(await noticesOf(t, counsellor.id)).toMatchObject([
      {
        kind: 'STAFF_STUDENT_CHANGE',
        params: { change: 'JOURNEY_DOCUMENT_UPLOADED', applicationId, documentType: 'HEALTH_COVER' },
        target: { screen: 'STAFF_STUDENT', studentId: student.id, section: 'journey' },
      },
    ]);
    await review(counsellor, student.id, res.json().id, { status: 'ACCEPTED', remark: '' });
    expect(await noticesOf(t, student.id)).toMatchObject([
      { kind: 'DOCUMENT_ACCEPTED', target: { screen: 'POST_OFFER', applicationId } },
    ]);
  });
});
