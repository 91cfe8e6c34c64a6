import { describe, expect, it } from 'vitest';
import {
  createApplicationCalls,
  createReadyStudent,
  createStateHelpers,
  pickCourses,
} from '../../applications/helpers.ts';
import { createSignedInUser, type TSignedIn } from '../../helpers/students.ts';
import { type TTestApp, useTestApp } from '../../helpers/test-app.ts';
import { assign, noticesOf } from './notices.ts';

const t: TTestApp = useTestApp();
let offset = 0;

/** A student (with their counsellor) who applied to a new course; answers the application id too. */
async function applied(): Promise<{ student: TSignedIn; counsellor: TSignedIn; applicationId: number }> {
  const calls = createApplicationCalls(t.app);
  const state = createStateHelpers(t.app);
  const [courseId] = await pickCourses(t.app, 1, offset++);
  const student = await createReadyStudent(t.app, state, [courseId as number]);
  const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  await assign(t.app, student.id, counsellor.id);
  const applicationId = await calls.applyOk(student, courseId as number);
  return { student, counsellor, applicationId };
}

const kindsOf = async (userId: number) => (await noticesOf(t, userId)).map((notice) => notice.kind);

describe('application notifications', () => {
  it("tells the counsellor of the student's application and opt-out, once each", async () => {
    const calls = createApplicationCalls(t.app);
    const { student, counsellor, applicationId } = await applied();
    const told = await noticesOf(t, counsellor.id);
    expect(told).toMatchObject([
      {
        kind: 'STAFF_STUDENT_CHANGE',
        params: { studentId: student.id, change: 'APPLIED', applicationId, courseName: expect.any(String) },
        target: { screen: 'STAFF_STUDENT', studentId: student.id, section: 'applications' },
        dedupeKey: `applied:${applicationId}:staff:${counsellor.id}`,
      },
    ]);
    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(200);
    // Withdrawing again is refused (409): nothing more.
    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(409);
    expect(await kindsOf(counsellor.id)).toEqual(['STAFF_STUDENT_CHANGE', 'STAFF_STUDENT_CHANGE']);
    expect((await noticesOf(t, counsellor.id))[1]?.params.change).toBe('WITHDRAWN');
    expect(await noticesOf(t, student.id)).toEqual([]);
  });

  it('tells the student a status move, once, and nothing for a refused move', async () => {
    const calls = createApplicationCalls(t.app);
    const { student, counsellor, applicationId } = await applied();
    expect((await calls.setStatus(counsellor, applicationId, 'UNDER_REVIEW')).statusCode).toBe(200);
    expect((await calls.setStatus(counsellor, applicationId, 'UNDER_REVIEW')).statusCode).toBe(200);
    expect((await calls.setStatus(counsellor, applicationId, 'APPLIED')).statusCode).toBe(409);
    expect(await noticesOf(t, student.id)).toMatchObject([
      {
        kind: 'APPLICATION_STATUS_CHANGED',
        params: { applicationId, status: 'UNDER_REVIEW' },
        target: { screen: 'APPLICATION', applicationId },
      },
    ]);
    // The counsellor made the move: not told of it.
    expect(await kindsOf(counsellor.id)).toEqual(['STAFF_STUDENT_CHANGE']);
  });

  it('tells an offer once, as OFFER_LETTER_POSTED, when its status and letter are both there', async () => {
    const calls = createApplicationCalls(t.app);
    const { student, counsellor, applicationId } = await applied();
    // The API's order: the letter first (nothing yet: the offer is not made), then the status.
    expect((await calls.uploadOfferLetter(counsellor, applicationId, 'CONDITIONAL')).statusCode).toBe(200);
    expect(await noticesOf(t, student.id)).toEqual([]);
    expect((await calls.setStatus(counsellor, applicationId, 'CONDITIONAL_OFFER_RECEIVED')).statusCode).toBe(
      200,
    );
    expect(await noticesOf(t, student.id)).toMatchObject([
      {
        kind: 'OFFER_LETTER_POSTED',
        params: { applicationId, offer: 'CONDITIONAL' },
        target: { screen: 'APPLICATION', applicationId, offer: 'CONDITIONAL' },
      },
    ]);
    // The other order: the status first (nothing yet), then the letter.
    expect(
      (await calls.setStatus(counsellor, applicationId, 'UNCONDITIONAL_OFFER_RECEIVED')).statusCode,
    ).toBe(200);
    expect(await kindsOf(student.id)).toEqual(['OFFER_LETTER_POSTED']);
    expect((await calls.uploadOfferLetter(counsellor, applicationId, 'UNCONDITIONAL')).statusCode).toBe(200);
    expect((await noticesOf(t, student.id)).map((notice) => notice.params.offer)).toEqual([
      'CONDITIONAL',
      'UNCONDITIONAL',
    ]);
    expect(
      (await noticesOf(t, student.id)).map((notice) => (notice.target as { offer?: string }).offer),
    ).toEqual(['CONDITIONAL', 'UNCONDITIONAL']);
  });

  it('tells the student the documents a conditional offer asks for, once per request', async () => {
    const calls = createApplicationCalls(t.app);
    const { student, counsellor, applicationId } = await applied();
    await calls.uploadOfferLetter(counsellor, applicationId, 'CONDITIONAL');
    await calls.setStatus(counsellor, applicationId, 'CONDITIONAL_OFFER_RECEIVED');
    expect(
      (await calls.setConditionalTypes(counsellor, applicationId, ['PASSPORT', 'IELTS'])).statusCode,
    ).toBe(200);
    // The same list again changes nothing and tells nothing; an unknown type is refused (400).
    await calls.setConditionalTypes(counsellor, applicationId, ['PASSPORT', 'IELTS']);
    expect((await calls.setConditionalTypes(counsellor, applicationId, ['NOPE'])).statusCode).toBe(400);
    const told = (await noticesOf(t, student.id)).filter(
      (notice) => notice.kind === 'CONDITIONAL_DOCUMENTS_REQUESTED',
    );
    expect(told).toMatchObject([
      {
        params: { applicationId, documentTypes: ['PASSPORT', 'IELTS'] },
        target: { screen: 'CONDITIONAL_DOCUMENTS', applicationId },
      },
    ]);

    // The student's upload tells the counsellor; the verdict tells the student.
    const listed = (await calls.listDocuments(student, applicationId)).json();
    const passport = listed.conditionalDocuments.find((row: { type: string }) => row.type === 'PASSPORT');
    const upload = await calls.uploadConditional(student, { documentId: String(passport.id) });
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await noticesOf(t, counsellor.id)).at(-1)).toMatchObject({
      kind: 'STAFF_STUDENT_CHANGE',
      params: { change: 'CONDITIONAL_DOCUMENT_UPLOADED', applicationId, documentType: 'PASSPORT' },
    });
    const verdict = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/conditional-documents/${passport.id}/review`,
      headers: counsellor.headers,
      payload: { status: 'REJECTED', remark: 'Expired.' },
    });
    expect(verdict.statusCode, verdict.body).toBe(200);
    expect((await noticesOf(t, student.id)).at(-1)).toMatchObject({
      kind: 'DOCUMENT_REJECTED',
      params: { documentType: 'PASSPORT', reason: 'Expired.' },
      target: { screen: 'CONDITIONAL_DOCUMENTS', applicationId },
    });
  });

  it('tells the counsellor of a statement of purpose and the student of its verdict', async () => {
    const calls = createApplicationCalls(t.app);
    const { student, counsellor, applicationId } = await applied();
    const res = await calls.uploadDocument(student, {
      applicationId: String(applicationId),
      type: 'STATEMENT_OF_PURPOSE',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await noticesOf(t, counsellor.id)).at(-1)).toMatchObject({
      kind: 'STAFF_DOCUMENT_UPLOADED',
      params: { documentType: 'STATEMENT_OF_PURPOSE' },
      target: { screen: 'STAFF_STUDENT', studentId: student.id, section: 'applications' },
    });
    const accept = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/application-documents/${res.json().id}/review`,
        headers: counsellor.headers,
        payload: { status: 'ACCEPTED', remark: '' },
      });
    expect((await accept()).statusCode).toBe(200);
    expect((await accept()).statusCode).toBe(200);
    expect(await noticesOf(t, student.id)).toMatchObject([
      { kind: 'DOCUMENT_ACCEPTED', target: { screen: 'APPLICATION', applicationId } },
    ]);
  });
});
