import { COUNSELLING_TOPICS, counsellingSlotTimes, isCounsellingDay, toIsoDate } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/auth/account-opening.ts';
import { tinyPdf } from '../helpers/files.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * The whole journey of the spec, driven only through HTTP: a student signs in, uploads a document,
 * books counselling and shortlists a course; a counsellor accepts the document, completes the
 * session and records the fee; the student applies; the counsellor moves the application through a
 * conditional offer (with a conditional document the student uploads) to an unconditional offer.
 */
const t = useTestApp();

type THeaders = { authorization: string };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: THeaders, payload?: object) {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
}

async function upload(
  url: string,
  headers: THeaders,
  fields: Record<string, string>,
  name: string,
  bytes: Buffer,
) {
  const form = await multipartBody(fields, { name, bytes });
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

async function download(tempURL: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url: tempURL });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** The first open counselling day after today (India time), and its first slot. */
function nextSessionSlot(now: Date): { date: string; time: string } {
  for (let days = 1; days < 8; days++) {
    const date = toIsoDate(new Date(now.getTime() + days * 86_400_000));
    if (isCounsellingDay(date)) return { date, time: counsellingSlotTimes()[0] ?? '10:00' };
  }
  throw new Error('no counselling day within a week');
}

describe('a student and a counsellor walk the whole journey over HTTP', () => {
  it('goes from sign-in to an unconditional offer', async () => {
    // Staff accounts are made by `npm run staff:create` (the same createAccount) and sign in by OTP.
    const staffMobile = nextMobileNumber();
    await createAccount(t.app.db, { mobileNumber: staffMobile, role: 'COUNSELLOR', name: 'Asha Counsellor' });
    const staff = (await signInWithOtp(t, staffMobile)).headers;

    const studentMobile = nextMobileNumber();
    const signedIn = await signInWithOtp(t, studentMobile);
    const student = signedIn.headers;
    const studentId = signedIn.studentId;
    expect((await call('POST', '/student-onboarding/save', student, { name: 'Riya Sharma' })).status).toBe(
      200,
    );

    // Documents: the student uploads a passport; the counsellor accepts it.
    const passport = await upload(
      '/student/document/upload',
      student,
      { name: 'Passport', type: 'PASSPORT' },
      'passport.pdf',
      tinyPdf('passport'),
    );
    expect(passport.status).toBeLessThan(300);
    expect(passport.body).toMatchObject({ type: 'PASSPORT', status: 'UPLOADED' });
    const found = await call('GET', `/api/staff/students?q=${studentMobile}`, staff);
    expect(found.body.content.map((row: { id: number }) => row.id)).toEqual([studentId]);
    const accepted = await call('PUT', '/student/document/update-status', staff, {
      studentId,
      documentId: passport.body.id,
      status: 'ACCEPTED',
    });
    expect(accepted.status).toBe(200);
    const documents = await call('GET', '/student/document/download-all', student);
    expect(documents.body.documents).toEqual([
      expect.objectContaining({ id: passport.body.id, status: 'ACCEPTED' }),
    ]);

    // Counselling: book the first slot of the next open day, and shortlist a course.
    const slot = nextSessionSlot(t.app.clock.now());
    const slots = await call('GET', `/api/counselling/slots?date=${slot.date}`, student);
    expect(slots.body).toContainEqual({ time: slot.time, available: true });
    const topics = [COUNSELLING_TOPICS[0].id];
    const booked = await call('POST', '/api/counselling/book', student, { ...slot, topics });
    expect(booked).toMatchObject({ status: 201, body: { ...slot, topics, status: 'BOOKED' } });
    const courses = await call(
      'GET',
      `/api/course/student?studentId=${studentId}&pageNumber=1&pageSize=1`,
      student,
    );
    const courseId: number = courses.body.content[0].id;
    expect((await call('POST', '/shortlist/add', student, { courseId })).status).toBeLessThan(300);

    // Applying needs the fee (402), then counselling or an expert choice.
    const enrollmentId = signedIn.enrollmentId;
    expect((await call('POST', '/api/application', student, { enrollmentId, courseId })).status).toBe(402);
    expect((await call('POST', `/api/staff/students/${studentId}/counselling/complete`, staff)).status).toBe(
      200,
    );
    expect(
      (await call('POST', `/api/staff/students/${studentId}/payments`, staff, { amount: 4956 })).status,
    ).toBeLessThan(300);
    expect((await call('GET', '/api/payment/summary', student)).body).toEqual({
      amount: 4200,
      gst: 756,
      total: 4956,
      isPaid: true,
      paidAmount: 4956,
      paidAt: expect.any(String),
    });
    const applied = await call('POST', '/api/application', student, { enrollmentId, courseId });
    expect(applied).toMatchObject({ status: 201, body: { courseId, status: 'APPLIED' } });
    const applicationId: number = applied.body.id;
    const shortlist = await call('GET', '/shortlist', student);
    expect(shortlist.body).toContainEqual(expect.objectContaining({ courseId, status: 'APPLIED' }));

    // Additional docs: the statement of purpose.
    const sop = await upload(
      `/application/document/upload?applicationId=${applicationId}&name=SOP&type=STATEMENT_OF_PURPOSE&uploadedBy=12`,
      student,
      {},
      'sop.pdf',
      tinyPdf('sop'),
    );
    expect(sop.status).toBeLessThan(300);

    // Before any offer, the offer downloads answer 404.
    const early = await call(
      'GET',
      `/api/application/conditional-offer/download?applicationId=${applicationId}`,
      student,
    );
    expect(early.status).toBe(404);

    // Conditional offer, with one conditional document to submit.
    expect(
      (
        await call('PUT', `/api/staff/applications/${applicationId}/status`, staff, {
          status: 'CONDITIONAL_OFFER_RECEIVED',
        })
      ).status,
    ).toBe(200);
    const conditionalLetter = tinyPdf('conditional offer');
    const letter = await upload(
      `/api/staff/applications/${applicationId}/offer-letter?kind=CONDITIONAL`,
      staff,
      {},
      'offer.pdf',
      conditionalLetter,
    );
    expect(letter.status).toBeLessThan(300);
    expect(
      (
        await call('PUT', `/api/staff/applications/${applicationId}/conditional-documents`, staff, {
          types: ['IELTS'],
        })
      ).status,
    ).toBe(200);

    const status = await call('GET', `/api/application/${applicationId}`, student);
    expect(status.body).toMatchObject({ id: applicationId, courseId, status: 'CONDITIONAL_OFFER_RECEIVED' });
    const conditionalOffer = await call(
      'GET',
      `/api/application/conditional-offer/download?applicationId=${applicationId}`,
      student,
    );
    expect(await download(conditionalOffer.body.tempURL)).toEqual(conditionalLetter);
    const all = await call('GET', `/application/document/all?applicationId=${applicationId}`, student);
    expect(all.body.conditionalDocuments).toEqual([expect.objectContaining({ type: 'IELTS' })]);
    const ielts = await upload(
      `/application/document/conditional/upload?documentId=${all.body.conditionalDocuments[0].id}&name=IELTS&uploadedBy=1`,
      student,
      {},
      'ielts.pdf',
      tinyPdf('ielts'),
    );
    expect(ielts).toMatchObject({ status: 200, body: { message: 'Uploaded IELTS successfully' } });

    // Unconditional offer.
    expect(
      (
        await call('PUT', `/api/staff/applications/${applicationId}/status`, staff, {
          status: 'UNCONDITIONAL_OFFER_RECEIVED',
        })
      ).status,
    ).toBe(200);
    const finalLetter = tinyPdf('unconditional offer');
    await upload(
      `/api/staff/applications/${applicationId}/offer-letter?kind=UNCONDITIONAL`,
      staff,
      {},
      'final.pdf',
      finalLetter,
    );
    const unconditional = await call(
      'GET',
      `/api/application/unconditional-offer/download?applicationId=${applicationId}`,
      student,
    );
    expect(await download(unconditional.body.tempURL)).toEqual(finalLetter);

    // The dashboard tells the same story, and every staff change is in the audit log.
    const dashboard = await call('GET', '/api/dashboard', student);
    const card = (title: string) => dashboard.body.find((c: { title: string }) => c.title === title);
    expect(card('Fees & Finance')).toMatchObject({ subtitle: 'Fee paid', isPaymentCompleted: true });
    expect(card('Counselling')).toMatchObject({
      subtitle: 'Counselling Completed!',
      isCounsellingCompleted: true,
    });
    expect(card('Applied Courses')).toMatchObject({ appliedCount: 1, step: 4 });
    const audit = await call('GET', `/api/staff/audit?studentId=${studentId}`, staff);
    expect(audit.body.content.map((entry: { action: string }) => entry.action).reverse()).toEqual([
      'DOCUMENT_STATUS_CHANGED',
      'COUNSELLING_COMPLETED',
      'PAYMENT_RECORDED',
      'APPLICATION_STATUS_CHANGED',
      'OFFER_LETTER_UPLOADED',
      'CONDITIONAL_DOCUMENTS_SET',
      'APPLICATION_STATUS_CHANGED',
      'OFFER_LETTER_UPLOADED',
    ]);
  });
});
