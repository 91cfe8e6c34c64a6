import { POST_OFFER_MESSAGES as M, toIsoDate, ZPostOfferJourney } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/schema/index.ts';
import type { TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call, createSignedInUser, insertJourneyDocument, offeredStudent } from './fixtures.ts';

/** Who may call what, the rules each stage keeps, and every refused input leaving nothing changed. */
const t = useTestApp();
let staff: TSignedIn;
let student: TSignedIn;
let other: TSignedIn;
let applicationId: number;
let otherApplicationId: number;
let appliedId: number;
let interviewId: number;
const DAY = 86_400_000;
/** The India date `days` from now (the server's "today" is India's). */
const isoIn = (days: number) => toIsoDate(new Date(Date.now() + days * DAY));
const staffUrl = (id: number, path = '') => `/api/staff/applications/${id}/post-offer${path}`;
const studentUrl = (id: number, path = '') => `/api/student/applications/${id}/post-offer${path}`;

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
  ({ student, applicationId } = await offeredStudent(t.app, 'UK'));
  ({ student: other, applicationId: otherApplicationId } = await offeredStudent(t.app, 'UK'));
  appliedId = (await offeredStudent(t.app, 'UK', 'APPLIED')).applicationId;
  const res = await call(t.app, staff, 'POST', staffUrl(applicationId, '/interviews'), {
    kind: 'PRE_CAS',
    startsAtLocal: `${isoIn(5)}T09:30`,
    timeZone: 'Europe/London',
    place: 'Online',
  });
  interviewId = res.json().interviews[0].id;
});

type TCall = { method: 'GET' | 'PUT' | 'POST'; path: (id: number) => string; body?: object };
const validCalls: Record<string, TCall> = {
  journey: { method: 'GET', path: (id) => staffUrl(id) },
  deposit: {
    method: 'PUT',
    path: (id) => staffUrl(id, '/deposit'),
    body: { amount: 1, currency: 'GBP', dueOn: isoIn(9) },
  },
  verify: {
    method: 'POST',
    path: (id) => staffUrl(id, '/deposit/verify'),
    body: { paidAmount: 1, paidOn: isoIn(0) },
  },
  reject: { method: 'POST', path: (id) => staffUrl(id, '/deposit/reject'), body: { reason: 'Blurred' } },
  interview: {
    method: 'POST',
    path: (id) => staffUrl(id, '/interviews'),
    body: {
      kind: 'ADMISSIONS',
      startsAtLocal: `${isoIn(3)}T10:00`,
      timeZone: 'Asia/Kolkata',
      place: 'Office',
    },
  },
  outcome: {
    method: 'PUT',
    path: (id) => staffUrl(id, '/interviews/1/outcome'),
    body: { outcome: 'PASSED' },
  },
  confirmation: {
    method: 'PUT',
    path: (id) => staffUrl(id, '/confirmation'),
    body: { reference: 'CAS1', issuedOn: isoIn(0) },
  },
  lodged: {
    method: 'PUT',
    path: (id) => staffUrl(id, '/visa/lodged'),
    body: { lodgedOn: isoIn(0), reference: 'G1' },
  },
  decision: {
    method: 'PUT',
    path: (id) => staffUrl(id, '/visa/decision'),
    body: { decision: 'REFUSED', decidedOn: isoIn(0), reason: 'r', nextSteps: 'n' },
  },
  checklist: { method: 'PUT', path: (id) => staffUrl(id, '/visa/checklist/PASSPORT'), body: { done: true } },
  funds: {
    method: 'PUT',
    path: (id) => staffUrl(id, '/visa/funds'),
    body: { livingOptionKey: 'LONDON', dependants: 0 },
  },
  complete: { method: 'POST', path: (id) => staffUrl(id, '/pre-departure/complete'), body: {} },
};
const studentCalls: Record<string, TCall> = {
  studentJourney: { method: 'GET', path: (id) => studentUrl(id) },
  preDeparture: { method: 'PUT', path: (id) => studentUrl(id, '/pre-departure/FOREX'), body: { done: true } },
};
const allCalls = { ...validCalls, ...studentCalls };

const auditCount = async () =>
  Number(
    (await t.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.studentId, student.id)))[0]?.n,
  );
const snapshot = async () => ({
  journey: (await call(t.app, staff, 'GET', staffUrl(applicationId))).json(),
  audit: await auditCount(),
});

describe('access', () => {
  it.each(Object.entries(allCalls))('%s: 401 without a token', async (_name, c) => {
    expect((await call(t.app, null, c.method, c.path(applicationId), c.body)).statusCode).toBe(401);
  });

  it.each(Object.entries(validCalls))('%s: 403 for a student token on a staff call', async (_name, c) => {
    expect((await call(t.app, student, c.method, c.path(applicationId), c.body)).statusCode).toBe(403);
  });

  it.each(Object.entries(studentCalls))("%s: 404 on another student's application", async (_name, c) => {
    const res = await call(t.app, student, c.method, c.path(otherApplicationId), c.body);
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(M.notFound);
  });

  it.each(Object.entries(allCalls))('%s: 409 before the unconditional offer', async (name, c) => {
    const who = name in studentCalls ? await offeredStudentOf(appliedId) : staff;
    const res = await call(t.app, who, c.method, c.path(appliedId), c.body);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().debugMessage).toBe(M.notYetOffered);
  });

  it('404 on an application that does not exist; staff see any application', async () => {
    expect((await call(t.app, staff, 'GET', staffUrl(987_654))).statusCode).toBe(404);
    expect((await call(t.app, staff, 'GET', studentUrl(otherApplicationId))).statusCode).toBe(200);
    expect((await call(t.app, staff, 'GET', '/api/student/post-offer')).statusCode).toBe(403);
  });

  it("lists only the student's own applications past the offer", async () => {
    const res = await call(t.app, student, 'GET', '/api/student/post-offer');
    expect(res.json().map((item: { applicationId: number }) => item.applicationId)).toEqual([applicationId]);
  });
});

/** The student of an application, signed in again (tests keep only the application id). */
const appliedOwners = new Map<number, TSignedIn>();
async function offeredStudentOf(id: number): Promise<TSignedIn> {
  const known = appliedOwners.get(id);
  if (known) return known;
  const { applications } = await import('../../src/schema/index.ts');
  const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
  const token = await t.app.tokens.issue({ id: row?.studentId as number, role: 'STUDENT' });
  const signedIn = {
    id: row?.studentId as number,
    token,
    enrollmentId: null,
    mobileNumber: '',
    headers: { authorization: `Bearer ${token}` },
  };
  appliedOwners.set(id, signedIn);
  return signedIn;
}

describe('every refused input is a 400 with the contract message and changes nothing', () => {
  const cases: [string, TCall['method'], string, object, string][] = [
    ['deposit amount 0', 'PUT', '/deposit', { amount: 0, currency: 'GBP', dueOn: isoIn(9) }, M.amountInvalid],
    [
      'deposit due too far',
      'PUT',
      '/deposit',
      { amount: 10, currency: 'GBP', dueOn: isoIn(800) },
      M.dateTooFar,
    ],
    [
      'deposit currency',
      'PUT',
      '/deposit',
      { amount: 10, currency: 'gbp', dueOn: isoIn(9) },
      'currency must be a 3-letter ISO code',
    ],
    ['paid in the future', 'POST', '/deposit/verify', { paidAmount: 10, paidOn: isoIn(3) }, M.dateInFuture],
    [
      'reject without reason',
      'POST',
      '/deposit/reject',
      { reason: '  ' },
      'Give the reason the receipt is refused.',
    ],
    [
      'interview nowhere',
      'POST',
      '/interviews',
      { kind: 'PRE_CAS', startsAtLocal: `${isoIn(3)}T10:00`, timeZone: 'Europe/London' },
      M.interviewNeedsPlace,
    ],
    [
      'interview in the past',
      'POST',
      '/interviews',
      { kind: 'PRE_CAS', startsAtLocal: `${isoIn(-1)}T10:00`, timeZone: 'Europe/London', place: 'x' },
      M.interviewInPast,
    ],
    [
      'interview zone unknown',
      'POST',
      '/interviews',
      { kind: 'PRE_CAS', startsAtLocal: `${isoIn(3)}T10:00`, timeZone: 'Mars/Olympus', place: 'x' },
      M.timeZoneUnknown,
    ],
    [
      'interview link not https',
      'POST',
      '/interviews',
      { kind: 'PRE_CAS', startsAtLocal: `${isoIn(3)}T10:00`, timeZone: 'UTC', meetingLink: 'http://x.org' },
      M.meetingLinkInvalid,
    ],
    [
      'interview too far',
      'POST',
      '/interviews',
      { kind: 'PRE_CAS', startsAtLocal: `${isoIn(800)}T10:00`, timeZone: 'UTC', place: 'x' },
      M.dateTooFar,
    ],
    [
      'note with a control character',
      'POST',
      '/interviews',
      {
        kind: 'PRE_CAS',
        startsAtLocal: `${isoIn(3)}T10:00`,
        timeZone: 'UTC',
        place: 'x',
        preparationNotes: 'a\u0007b',
      },
      M.textUnsafe,
    ],
    [
      'missed without note',
      'PUT',
      '/interviews/{interview}/outcome',
      { outcome: 'MISSED' },
      M.interviewNoteRequired,
    ],
    [
      'rescheduled into the past',
      'PUT',
      '/interviews/{interview}/outcome',
      { outcome: 'RESCHEDULED', startsAtLocal: `${isoIn(-2)}T10:00`, timeZone: 'UTC' },
      M.interviewInPast,
    ],
    [
      'expiry before issue',
      'PUT',
      '/confirmation',
      { reference: 'CAS1', issuedOn: isoIn(-5), expiresOn: isoIn(-6) },
      M.confirmationExpiryBeforeIssue,
    ],
    [
      'issued in the future',
      'PUT',
      '/confirmation',
      { reference: 'CAS1', issuedOn: isoIn(2) },
      M.dateInFuture,
    ],
    [
      'reference with symbols',
      'PUT',
      '/confirmation',
      { reference: 'CAS#1!', issuedOn: isoIn(0) },
      M.referenceInvalid,
    ],
    ['lodged in the future', 'PUT', '/visa/lodged', { lodgedOn: isoIn(2), reference: 'G1' }, M.dateInFuture],
    [
      'validity backwards',
      'PUT',
      '/visa/decision',
      { decision: 'GRANTED', decidedOn: isoIn(0), validFrom: isoIn(30), validUntil: isoIn(30) },
      M.visaValidityOrder,
    ],
    [
      'refused without reason',
      'PUT',
      '/visa/decision',
      { decision: 'REFUSED', decidedOn: isoIn(0), reason: '', nextSteps: 'x' },
      M.visaRefusalNeedsReason,
    ],
    [
      'checklist key unknown',
      'PUT',
      '/visa/checklist/BLOCKED_ACCOUNT',
      { done: true },
      M.checklistItemUnknown,
    ],
    [
      'living option unknown',
      'PUT',
      '/visa/funds',
      { livingOptionKey: 'PARIS', dependants: 0 },
      M.livingOptionUnknown,
    ],
    [
      'too many months',
      'PUT',
      '/visa/funds',
      { livingOptionKey: 'LONDON', dependants: 0, months: 10 },
      M.monthsTooMany(9),
    ],
    [
      'rate without date',
      'PUT',
      '/visa/funds',
      { livingOptionKey: 'LONDON', dependants: 0, inrRate: '105.5' },
      M.rateDateMissing,
    ],
    [
      'rate zero',
      'PUT',
      '/visa/funds',
      { livingOptionKey: 'LONDON', dependants: 0, inrRate: '0', inrRateOn: isoIn(0) },
      M.rateInvalid,
    ],
    [
      'rate dated ahead',
      'PUT',
      '/visa/funds',
      { livingOptionKey: 'LONDON', dependants: 0, inrRate: '105.5', inrRateOn: isoIn(1) },
      M.dateInFuture,
    ],
    [
      'evidence of another student',
      'PUT',
      '/visa/funds',
      { livingOptionKey: 'LONDON', dependants: 0, evidenceDocumentIds: ['{otherDocument}'] },
      M.evidenceNotFound,
    ],
    ['unknown field', 'PUT', '/visa/checklist/PASSPORT', { done: true, by: 'me' }, 'by'],
  ];
  let otherDocumentId = 0;
  beforeAll(async () => {
    otherDocumentId = (await insertJourneyDocument(t.app, other, otherApplicationId, 'FUNDS_EVIDENCE')).id;
  });

  it.each(cases)('%s', async (_name, method, path, body, message) => {
    const before = await snapshot();
    const resolved = JSON.parse(JSON.stringify(body).replace('"{otherDocument}"', String(otherDocumentId)));
    const res = await call(
      t.app,
      staff,
      method,
      staffUrl(applicationId, path.replace('{interview}', String(interviewId))),
      resolved,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(JSON.stringify(message).slice(1, -1));
    expect(await snapshot()).toEqual(before);
  });

  it('a pre-departure date too far ahead (student)', async () => {
    const res = await call(t.app, student, 'PUT', studentUrl(applicationId, '/pre-departure/FLIGHT'), {
      done: true,
      date: isoIn(800),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(M.dateTooFar);
    expect(
      (await call(t.app, staff, 'PUT', studentUrl(applicationId, '/pre-departure/FLIGHT'), { done: true }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the rules of each stage (409, nothing changed)', () => {
  it('deposit: needs the amount, then the receipt; verified once', async () => {
    const { student: s, applicationId: id } = await offeredStudent(t.app, 'UK');
    const verify = () =>
      call(t.app, staff, 'POST', staffUrl(id, '/deposit/verify'), { paidAmount: 900, paidOn: isoIn(0) });
    expect((await verify()).json().debugMessage).toBe(M.depositNotRequested);
    await call(t.app, staff, 'PUT', staffUrl(id, '/deposit'), {
      amount: 900,
      currency: 'GBP',
      dueOn: isoIn(9),
    });
    expect((await verify()).json().debugMessage).toBe(M.depositProofMissing);
    const receipt = await insertJourneyDocument(t.app, s, id, 'TUITION_DEPOSIT_RECEIPT');
    const rejected = await call(t.app, staff, 'POST', staffUrl(id, '/deposit/reject'), {
      reason: 'Amount not visible',
    });
    expect(rejected.json().deposit).toMatchObject({
      status: 'PROOF_REJECTED',
      rejectionReason: 'Amount not visible',
    });
    expect(rejected.json().stages[0].state).toBe('ATTENTION');
    expect(rejected.json().nextStep.actor).toBe('STUDENT');
    expect((await verify()).json().debugMessage).toBe(M.depositProofMissing);
    const { studentDocuments } = await import('../../src/schema/index.ts');
    await t.app.db
      .update(studentDocuments)
      .set({ status: 'UPLOADED', remarks: '' })
      .where(eq(studentDocuments.id, receipt.id));
    expect((await verify()).statusCode).toBe(200);
    const again = await verify();
    expect(again.statusCode).toBe(409);
    expect(again.json().debugMessage).toBe(M.depositAlreadyVerified);
    const change = await call(t.app, staff, 'PUT', staffUrl(id, '/deposit'), {
      amount: 1,
      currency: 'GBP',
      dueOn: isoIn(9),
    });
    expect(change.json().debugMessage).toBe(M.depositAlreadyVerified);
  });

  it('interviews: one outcome each, a reschedule opens the next in the same call, the journey waits on it', async () => {
    const { applicationId: id } = await offeredStudent(t.app, 'UK');
    const first = (
      await call(t.app, staff, 'POST', staffUrl(id, '/interviews'), validCalls.interview?.body)
    ).json();
    expect(first.position).toBe('DEPOSIT');
    expect(first.stages[1].state).toBe('UPCOMING');
    const firstId = first.interviews[0].id;
    const moved = await call(t.app, staff, 'PUT', staffUrl(id, `/interviews/${firstId}/outcome`), {
      outcome: 'RESCHEDULED',
      note: 'University moved it',
      startsAtLocal: `${isoIn(6)}T15:00`,
      timeZone: 'America/Toronto',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [old, next] = moved.json().interviews;
    expect(old).toMatchObject({ outcome: 'RESCHEDULED', outcomeNote: 'University moved it' });
    expect(next).toMatchObject({
      outcome: 'SCHEDULED',
      kind: 'ADMISSIONS',
      timeZone: 'America/Toronto',
      place: 'Office',
    });
    const twice = await call(t.app, staff, 'PUT', staffUrl(id, `/interviews/${firstId}/outcome`), {
      outcome: 'PASSED',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().debugMessage).toBe(M.interviewAlreadyDecided);
    const unknown = await call(t.app, staff, 'PUT', staffUrl(id, `/interviews/${interviewId}/outcome`), {
      outcome: 'PASSED',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().debugMessage).toBe(M.interviewNotFound);
  });

  it('confirmation needs the letter, not refused; the UK CAS expires 6 months after issue by default', async () => {
    const { student: s, applicationId: id } = await offeredStudent(t.app, 'UK');
    const record = () =>
      call(t.app, staff, 'PUT', staffUrl(id, '/confirmation'), {
        reference: 'CAS 77/A',
        issuedOn: '2026-08-31',
      });
    expect((await record()).json().debugMessage).toBe(M.confirmationLetterMissing('CAS'));
    const letter = await insertJourneyDocument(t.app, s, id, 'ENROLMENT_CONFIRMATION', 'REJECTED');
    expect((await record()).json().debugMessage).toBe(M.confirmationLetterMissing('CAS'));
    const { studentDocuments } = await import('../../src/schema/index.ts');
    await t.app.db
      .update(studentDocuments)
      .set({ status: 'UPLOADED' })
      .where(eq(studentDocuments.id, letter.id));
    const ok = await record();
    expect(ok.json().confirmation).toMatchObject({
      reference: 'CAS 77/A',
      issuedOn: '2026-08-31',
      expiresOn: '2027-02-28',
    });
  });

  it('visa: lodged needs the confirmation, the decision needs it lodged, GRANTED the letter; decided once; pre-departure needs it granted', async () => {
    const { student: s, applicationId: id } = await offeredStudent(t.app, 'UK');
    const lodge = () =>
      call(t.app, staff, 'PUT', staffUrl(id, '/visa/lodged'), { lodgedOn: isoIn(0), reference: 'GWF9' });
    const grant = () =>
      call(t.app, staff, 'PUT', staffUrl(id, '/visa/decision'), {
        decision: 'GRANTED',
        decidedOn: isoIn(0),
        validFrom: isoIn(10),
        validUntil: isoIn(400),
      });
    const complete = () =>
      call(t.app, staff, 'POST', staffUrl(id, '/pre-departure/complete'), { note: 'All set' });
    expect((await lodge()).json().debugMessage).toBe(M.confirmationNotIssued('CAS'));
    expect((await grant()).json().debugMessage).toBe(M.visaNotLodged);
    expect((await complete()).json().debugMessage).toBe(M.visaNotGranted);
    await insertJourneyDocument(t.app, s, id, 'ENROLMENT_CONFIRMATION');
    await call(t.app, staff, 'PUT', staffUrl(id, '/confirmation'), { reference: 'CAS9', issuedOn: isoIn(0) });
    expect((await lodge()).statusCode).toBe(200);
    expect((await grant()).json().debugMessage).toBe(M.visaDecisionLetterMissing);
    await insertJourneyDocument(t.app, s, id, 'VISA_DECISION');
    expect((await grant()).statusCode).toBe(200);
    expect((await grant()).json().debugMessage).toBe(M.visaAlreadyDecided);
    expect((await lodge()).json().debugMessage).toBe(M.visaAlreadyDecided);
    expect((await complete()).statusCode).toBe(200);
    expect((await complete()).json().debugMessage).toBe(M.preDepartureDone);
  });

  it('a withdrawn application takes no post-offer call', async () => {
    const { applicationId: id } = await offeredStudent(t.app, 'UK', 'WITHDRAWN');
    const res = await call(t.app, staff, 'GET', staffUrl(id));
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(M.withdrawn);
  });
});

describe('the funds calculator and the checklist', () => {
  it('counts the fee left after the deposit and 9 months outside London, in rupees at the entered rate', async () => {
    const { student: s, applicationId: id } = await offeredStudent(t.app, 'UK');
    await call(t.app, staff, 'PUT', staffUrl(id, '/deposit'), {
      amount: 5000,
      currency: 'GBP',
      dueOn: isoIn(9),
    });
    await insertJourneyDocument(t.app, s, id, 'TUITION_DEPOSIT_RECEIPT');
    await call(t.app, staff, 'POST', staffUrl(id, '/deposit/verify'), { paidAmount: 5000, paidOn: isoIn(0) });
    const evidence = await insertJourneyDocument(t.app, s, id, 'FUNDS_EVIDENCE', 'ACCEPTED');
    const res = await call(t.app, staff, 'PUT', staffUrl(id, '/visa/funds'), {
      livingOptionKey: 'OUTSIDE_LONDON',
      dependants: 0,
      inrRate: '105.5',
      inrRateOn: isoIn(0),
      evidenceDocumentIds: [evidence.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const journey = ZPostOfferJourney.parse(res.json());
    expect(journey.visa.status).toBe('PREPARING');
    expect(journey.visa.funds?.calculation).toMatchObject({
      currency: 'GBP',
      remainingTuition: 15_000,
      livingCosts: 1136 * 9,
      total: 15_000 + 1136 * 9,
      totalInr: Math.ceil((15_000 + 1136 * 9) * 105.5),
      heldForDays: 28,
    });
    expect(journey.visa.funds?.evidence.map((doc) => doc.id)).toEqual([evidence.id]);
    expect(journey.visa.checklist.find((item) => item.key === 'FUNDS')?.done).toBe(true);
    const ticked = await call(t.app, staff, 'PUT', staffUrl(id, '/visa/checklist/PASSPORT'), { done: true });
    expect(
      ticked.json().visa.checklist.find((item: { key: string }) => item.key === 'PASSPORT'),
    ).toMatchObject({
      done: true,
      tickedByCounsellor: true,
    });
  });
});
