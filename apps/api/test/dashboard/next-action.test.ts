import {
  COUNSELLING_TOPICS,
  counsellingSlotTimes,
  isCounsellingDay,
  type TNextAction,
  toIsoDate,
  ZDashboardResponse,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsClient } from '../documents/documents-client.ts';
import { tinyPdf } from '../helpers/files.ts';
import { tinyPng } from '../helpers/images.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { COMPLETE_UPDATE, profileClient, REQUIRED_DOCUMENT_TYPES } from '../profile/profile-client.ts';
import { insertNamedCourses } from './fixtures.ts';

/**
 * "What to do next" on GET /api/dashboard, every state reached through the calls that make it in
 * production: the student's own (profile, uploads, booking, shortlist, apply) and staff's (reviews,
 * counselling complete, payment, offers, deposit). Identity comes from the token only.
 */
const t = useTestApp();
const profile = profileClient(t);
const documents = documentsClient(t);
let staff: TSignedIn;
let courseIds: number[];

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
  courseIds = await insertNamedCourses(t.app, ['MSc Data Science', 'MA Design']);
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, user: TSignedIn, payload?: object) {
  const res = await t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.body ? res.json() : null;
}

async function uploadTo(url: string, user: TSignedIn, name: string) {
  const form = await multipartBody({}, { name, bytes: tinyPdf(name) });
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode >= 300) throw new Error(`upload ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The next action of the dashboard (checked against the contract): the same on all nine cards. */
async function nextActionOf(user: TSignedIn, url = '/api/dashboard'): Promise<TNextAction | null> {
  const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
  expect(res.statusCode).toBe(200);
  const cards = ZDashboardResponse.parse(res.json());
  const [first] = cards;
  for (const card of cards) expect(card.nextAction).toEqual(first?.nextAction);
  return first?.nextAction ?? null;
}

/** The first open counselling day after today (India time), and its first slot. */
function nextSessionSlot(now: Date): { date: string; time: string } {
  for (let days = 1; days < 8; days++) {
    const date = toIsoDate(new Date(now.getTime() + days * 86_400_000));
    if (isCounsellingDay(date)) return { date, time: counsellingSlotTimes()[0] ?? '10:00' };
  }
  throw new Error('no counselling day within a week');
}

/** A student whose profile is filled in, photo included, with every required document uploaded. */
async function studentWithProfileDone(): Promise<TSignedIn & { documentIds: Record<string, number> }> {
  const student = await createSignedInUser(t.app);
  expect((await profile.put(student, COMPLETE_UPDATE)).statusCode).toBe(200);
  const photo = { contentType: 'image/png', base64String: tinyPng().toString('base64') };
  expect((await profile.uploadPhoto(student, photo)).statusCode).toBe(200);
  const documentIds: Record<string, number> = {};
  for (const type of REQUIRED_DOCUMENT_TYPES) {
    documentIds[type] = (await documents.uploadOk(student, { type, content: tinyPdf(type) })).id;
  }
  return { ...student, documentIds };
}

describe('what to do next, from sign-up to applying', () => {
  it('a new student is asked to complete the personal information of the profile', async () => {
    const student = await createSignedInUser(t.app);
    const percent = (await profile.getProfile(student)).progressPercent;
    expect(await nextActionOf(student)).toEqual({
      kind: 'COMPLETE_PROFILE',
      actor: 'STUDENT',
      text: `Complete your profile (${percent}% done): add your personal information.`,
      target: { page: 'PROFILE', section: 'personal', documentType: null },
    });
  });

  it('then the photo, then the missing documents, the first named and focused', async () => {
    const student = await createSignedInUser(t.app);
    expect((await profile.put(student, COMPLETE_UPDATE)).statusCode).toBe(200);
    expect(await nextActionOf(student)).toMatchObject({
      kind: 'COMPLETE_PROFILE',
      text: expect.stringMatching(/add your profile photo\.$/),
      target: { page: 'PROFILE', section: null, documentType: null },
    });
    const photo = { contentType: 'image/png', base64String: tinyPng().toString('base64') };
    expect((await profile.uploadPhoto(student, photo)).statusCode).toBe(200);
    expect(await nextActionOf(student)).toEqual({
      kind: 'UPLOAD_DOCUMENTS',
      actor: 'STUDENT',
      text: 'Upload your Passport and 5 more documents.',
      target: { page: 'PROFILE', section: null, documentType: 'PASSPORT' },
    });
    await documents.uploadOk(student, { type: 'PASSPORT', content: tinyPdf('passport') });
    expect((await nextActionOf(student))?.text).toBe('Upload your SSC (10th) and 4 more documents.');
  });

  it('a rejected document: re-upload it, named, with the reason staff gave; gone once re-uploaded', async () => {
    const student = await studentWithProfileDone();
    const reason = 'The scan is blurred: upload a clear copy.';
    await call(
      'PUT',
      `/api/staff/students/${student.id}/documents/${student.documentIds.SSC}/review`,
      staff,
      {
        status: 'REJECTED',
        remark: reason,
      },
    );
    expect(await nextActionOf(student)).toEqual({
      kind: 'REUPLOAD_DOCUMENT',
      actor: 'STUDENT',
      text: `Re-upload your SSC (10th): ${reason}`,
      target: { page: 'PROFILE', section: null, documentType: 'SSC' },
    });
    // Another student's dashboard says nothing of it, whatever id the query names.
    const other = await createSignedInUser(t.app);
    expect((await nextActionOf(other, `/api/dashboard?studentId=${student.id}`))?.kind).toBe(
      'COMPLETE_PROFILE',
    );

    await documents.uploadOk(student, { type: 'SSC', content: tinyPdf('ssc again') });
    expect((await nextActionOf(student))?.kind).toBe('BOOK_COUNSELLING');
  });

  it('book, pay, shortlist, attend the session, then apply', async () => {
    const student = await studentWithProfileDone();
    expect(await nextActionOf(student)).toEqual({
      kind: 'BOOK_COUNSELLING',
      actor: 'STUDENT',
      text: 'Book your free counselling session: a counsellor helps you choose your courses.',
      target: { page: 'BOOK_COUNSELLING' },
    });

    const slot = nextSessionSlot(t.app.clock.now());
    await call('POST', '/api/counselling/book', student, { ...slot, topics: [COUNSELLING_TOPICS[0].id] });
    expect(await nextActionOf(student)).toEqual({
      kind: 'PAY_FEE',
      actor: 'STUDENT',
      text: 'Pay the consultancy fee of ₹4,956 so you can apply.',
      target: { page: 'PAYMENT' },
    });

    await call('POST', `/api/staff/students/${student.id}/payments`, staff, { amount: 4956 });
    expect(await nextActionOf(student)).toMatchObject({
      kind: 'SHORTLIST_COURSE',
      target: { page: 'COURSES' },
    });

    await call('POST', '/shortlist/add', student, { courseId: courseIds[0] });
    // Their own choice can be applied to after counselling: the session is next.
    const attend = await nextActionOf(student);
    expect(attend).toMatchObject({ kind: 'ATTEND_SESSION', target: { page: 'COUNSELLING_SESSION' } });
    expect(attend?.text).toContain('Your counselling session is on ');

    // On the day itself (India time) the session comes before anything but a rejection or an offer's step.
    const offset = t.clock.offsetMs;
    try {
      t.clock.offsetMs = Date.parse(`${slot.date}T03:00:00Z`) - Date.now();
      expect(await nextActionOf(student)).toMatchObject({
        kind: 'SESSION_TODAY',
        target: { page: 'COUNSELLING_SESSION' },
      });
    } finally {
      t.clock.offsetMs = offset;
    }

    await call('POST', `/api/staff/students/${student.id}/counselling/complete`, staff);
    expect(await nextActionOf(student)).toEqual({
      kind: 'APPLY',
      actor: 'STUDENT',
      text: 'Apply to your shortlisted course.',
      target: { page: 'SHORTLISTED' },
    });
  });
});

describe('what to do next, from applying to the offer and after', () => {
  it('waits on the university, then asks for the offer’s documents, a rejected SOP, and waits on review', async () => {
    const student = await studentWithProfileDone();
    const slot = nextSessionSlot(t.app.clock.now());
    await call('POST', '/api/counselling/book', student, { ...slot, topics: [COUNSELLING_TOPICS[0].id] });
    await call('POST', `/api/staff/students/${student.id}/counselling/complete`, staff);
    await call('POST', `/api/staff/students/${student.id}/payments`, staff, { amount: 4956 });
    await call('POST', '/shortlist/add', student, { courseId: courseIds[1] });
    const applicationId: number = (
      await call('POST', '/api/application', student, {
        enrollmentId: student.enrollmentId,
        courseId: courseIds[1],
      })
    ).id;
    expect(await nextActionOf(student)).toEqual({
      kind: 'AWAIT_APPLICATION_DECISION',
      actor: 'UNIVERSITY',
      text: 'Nothing to do for now: the university is considering your application to MA Design.',
      target: { page: 'APPLICATION_JOURNEY', applicationId, step: 1 },
    });

    const sop = await uploadTo(
      `/application/document/upload?applicationId=${applicationId}&name=SOP&type=STATEMENT_OF_PURPOSE&uploadedBy=12`,
      student,
      'sop.pdf',
    );
    await call('PUT', `/api/staff/application-documents/${sop.id}/review`, staff, {
      status: 'REJECTED',
      remark: 'Say why this course.',
    });
    expect(await nextActionOf(student)).toEqual({
      kind: 'REUPLOAD_APPLICATION_DOCUMENT',
      actor: 'STUDENT',
      text: 'Re-upload your Statement of Purpose for MA Design: Say why this course.',
      target: { page: 'APPLICATION_JOURNEY', applicationId, step: 1 },
    });

    // A conditional offer asking for IELTS comes before the rejected SOP (the offer is further along).
    await call('PUT', `/api/staff/applications/${applicationId}/status`, staff, {
      status: 'CONDITIONAL_OFFER_RECEIVED',
    });
    await call('PUT', `/api/staff/applications/${applicationId}/conditional-documents`, staff, {
      types: ['IELTS'],
    });
    expect(await nextActionOf(student)).toEqual({
      kind: 'UPLOAD_CONDITIONAL_DOCUMENTS',
      actor: 'STUDENT',
      text: 'Upload the document your conditional offer for MA Design asks for.',
      target: { page: 'APPLICATION_JOURNEY', applicationId, step: 2 },
    });

    const all = await call('GET', `/application/document/all?applicationId=${applicationId}`, student);
    const ieltsId: number = all.conditionalDocuments[0].id;
    await uploadTo(
      `/application/document/conditional/upload?documentId=${ieltsId}&name=IELTS&uploadedBy=1`,
      student,
      'ielts.pdf',
    );
    await call('PUT', `/api/staff/conditional-documents/${ieltsId}/review`, staff, {
      status: 'REJECTED',
      remark: 'Overall band below 6.5.',
    });
    expect(await nextActionOf(student)).toEqual({
      kind: 'REUPLOAD_CONDITIONAL_DOCUMENT',
      actor: 'STUDENT',
      text: 'Re-upload the IELTS your offer for MA Design asks for: Overall band below 6.5.',
      target: { page: 'APPLICATION_JOURNEY', applicationId, step: 2 },
    });
    await uploadTo(
      `/application/document/conditional/upload?documentId=${ieltsId}&name=IELTS&uploadedBy=1`,
      student,
      'ielts-2.pdf',
    );
    expect((await nextActionOf(student))?.kind).toBe('REUPLOAD_APPLICATION_DOCUMENT');
    await uploadTo(
      `/application/document/upload?applicationId=${applicationId}&name=SOP&type=STATEMENT_OF_PURPOSE&uploadedBy=12`,
      student,
      'sop-2.pdf',
    );
    expect(await nextActionOf(student)).toEqual({
      kind: 'AWAIT_CONDITIONAL_REVIEW',
      actor: 'COUNSELLOR',
      text: 'Nothing to do for now: your counsellor is checking the documents for your offer for MA Design.',
      target: { page: 'APPLICATION_JOURNEY', applicationId, step: 2 },
    });

    // Past the unconditional offer, the post-offer journey says what happens next and who acts.
    await call('PUT', `/api/staff/applications/${applicationId}/status`, staff, {
      status: 'UNCONDITIONAL_OFFER_RECEIVED',
    });
    expect(await nextActionOf(student)).toEqual({
      kind: 'AWAIT_POST_OFFER',
      actor: 'COUNSELLOR',
      text: 'Your counsellor enters the tuition deposit your offer asks for.',
      target: { page: 'POST_OFFER', applicationId, stage: 'DEPOSIT' },
    });
    const dueOn = toIsoDate(new Date(t.app.clock.now().getTime() + 20 * 86_400_000));
    await call('PUT', `/api/staff/applications/${applicationId}/post-offer/deposit`, staff, {
      amount: 5000,
      currency: 'GBP',
      dueOn,
    });
    expect(await nextActionOf(student)).toEqual({
      kind: 'POST_OFFER_STEP',
      actor: 'STUDENT',
      text: 'Pay the tuition deposit of GBP 5,000 and upload the receipt.',
      target: { page: 'POST_OFFER', applicationId, stage: 'DEPOSIT' },
    });
  });

  it('a staff token gets no next action on its empty dashboard', async () => {
    expect(await nextActionOf(staff)).toBeNull();
  });
});
