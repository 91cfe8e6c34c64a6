import { DASHBOARD_SUBTITLES as S, toIsoDate, ZStaffApplicationPage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import type { TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertPaymentRow } from '../staff/fixtures.ts';
import { call, createSignedInUser, insertJourneyDocument, offeredStudent } from './fixtures.ts';

/**
 * The board's post-offer columns and filters, and the dashboard cards the journey drives. Set up once:
 * one counsellor's students, each at another point of the journey (the board is filtered by counsellor).
 */
const t = useTestApp();
let staff: TSignedIn;
const ids: Record<string, number> = {};
const students: Record<string, TSignedIn> = {};
const DAY = 86_400_000;
/** The India date `days` from now (the server's "today" is India's). */
const isoIn = (days: number) => toIsoDate(new Date(Date.now() + days * DAY));
const localIn = (days: number) => `${isoIn(days)}T11:00`;
const api = (id: number, path: string) => `/api/staff/applications/${id}/post-offer${path}`;

async function ok(method: 'PUT' | 'POST', url: string, body: object) {
  const res = await call(t.app, staff, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
  const add = async (name: string, country = 'UK', status = 'UNCONDITIONAL_OFFER_RECEIVED') => {
    const { student, applicationId } = await offeredStudent(t.app, country, status);
    await t.app.db.update(users).set({ assignedCounsellorId: staff.id }).where(eq(users.id, student.id));
    ids[name] = applicationId;
    students[name] = student;
  };
  await add('untouched');
  await add('notOffered', 'UK', 'APPLIED');
  await add('depositSoon');
  await ok('PUT', api(ids.depositSoon as number, '/deposit'), {
    amount: 3000,
    currency: 'GBP',
    dueOn: isoIn(3),
  });
  await add('depositLater');
  await ok('PUT', api(ids.depositLater as number, '/deposit'), {
    amount: 3000,
    currency: 'GBP',
    dueOn: isoIn(20),
  });
  await add('interview');
  await ok('POST', api(ids.interview as number, '/interviews'), {
    kind: 'PRE_CAS',
    startsAtLocal: localIn(2),
    timeZone: 'Europe/London',
    place: 'Online',
  });
  await add('casExpiring', 'Canada');
  await insertJourneyDocument(
    t.app,
    students.casExpiring as TSignedIn,
    ids.casExpiring as number,
    'ENROLMENT_CONFIRMATION',
  );
  await ok('PUT', api(ids.casExpiring as number, '/confirmation'), {
    reference: 'LOA-1',
    issuedOn: isoIn(-10),
    expiresOn: isoIn(15),
  });
  await add('lodged');
  await insertJourneyDocument(
    t.app,
    students.lodged as TSignedIn,
    ids.lodged as number,
    'ENROLMENT_CONFIRMATION',
  );
  await ok('PUT', api(ids.lodged as number, '/confirmation'), { reference: 'CAS-9', issuedOn: isoIn(-5) });
  await ok('PUT', api(ids.lodged as number, '/visa/lodged'), { lodgedOn: isoIn(0), reference: 'GWF1' });
});

async function board(query: string): Promise<number[]> {
  const res = await call(
    t.app,
    staff,
    'GET',
    `/api/staff/applications?counsellorId=${staff.id}&pageSize=50&${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return ZStaffApplicationPage.parse(res.json()).content.map((card) => card.applicationId);
}

describe('the applications board', () => {
  it('shows each application past the offer at its stage and due date, and null before the offer', async () => {
    const res = await call(
      t.app,
      staff,
      'GET',
      `/api/staff/applications?counsellorId=${staff.id}&pageSize=50`,
    );
    const cards = new Map(
      ZStaffApplicationPage.parse(res.json()).content.map((card) => [card.applicationId, card]),
    );
    expect(cards.get(ids.untouched as number)).toMatchObject({
      postOfferStage: 'DEPOSIT',
      postOfferDueOn: null,
    });
    expect(cards.get(ids.notOffered as number)).toMatchObject({ postOfferStage: null, postOfferDueOn: null });
    expect(cards.get(ids.depositSoon as number)).toMatchObject({
      postOfferStage: 'DEPOSIT',
      postOfferDueOn: isoIn(3),
    });
    expect(cards.get(ids.casExpiring as number)).toMatchObject({ postOfferStage: 'DEPOSIT' });
  });

  it.each([
    ['stage=DEPOSIT', ['untouched', 'depositSoon', 'depositLater', 'interview', 'casExpiring', 'lodged']],
    ['due=DEPOSIT_DUE_7_DAYS', ['depositSoon']],
    ['due=INTERVIEWS_THIS_WEEK', ['interview']],
    ['due=CONFIRMATION_EXPIRING_30_DAYS', ['casExpiring']],
    ['due=VISA_DECISION_AWAITED', ['lodged']],
    ['stage=VISA', []],
  ])('filters %s', async (query, names) => {
    expect((await board(query)).sort()).toEqual(names.map((name) => ids[name]).sort());
  });

  it('refuses an unknown due filter with the contract message', async () => {
    const res = await call(t.app, staff, 'GET', '/api/staff/applications?due=SOON');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('due must be one of');
  });
});

describe('the dashboard cards', () => {
  const cards = async (student: TSignedIn) => {
    const res = await call(t.app, student, 'GET', '/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return new Map(
      (res.json() as { title: string; subtitle: string; chipNumber: number }[]).map((c) => [c.title, c]),
    );
  };

  it.each([
    ['untouched', 'Interviews', S.interviews],
    ['interview', 'Interviews', S.interviewPreCas],
    ['casExpiring', 'CAS', S.confirmationIssued('LOA')],
    ['lodged', 'CAS', S.confirmationIssued('CAS')],
    ['lodged', 'VISA', S.visaLodged],
    ['untouched', 'VISA', S.visa],
    ['untouched', 'Pre-Departure', S.preDeparture],
    ['untouched', 'Fees & Finance', S.feesUnpaid],
  ])('%s: %s says %s', async (name, title, subtitle) => {
    expect((await cards(students[name] as TSignedIn)).get(title)?.subtitle).toBe(subtitle);
  });

  it('follows interview outcomes: passed, then missed, then failed', async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'UK');
    const schedule = async (days: number) =>
      (
        await ok('POST', api(applicationId, '/interviews'), {
          kind: 'CREDIBILITY',
          startsAtLocal: localIn(days),
          timeZone: 'Asia/Kolkata',
          place: 'Office',
        })
      ).interviews.at(-1).id as number;
    const first = await schedule(1);
    await ok('PUT', api(applicationId, `/interviews/${first}/outcome`), { outcome: 'PASSED' });
    expect((await cards(student)).get('Interviews')?.subtitle).toBe(S.interviewPassed);
    const second = await schedule(2);
    await ok('PUT', api(applicationId, `/interviews/${second}/outcome`), {
      outcome: 'MISSED',
      note: 'No show',
    });
    expect((await cards(student)).get('Interviews')?.subtitle).toBe(S.interviewMissed);
    const third = await schedule(3);
    await ok('PUT', api(applicationId, `/interviews/${third}/outcome`), {
      outcome: 'FAILED',
      note: 'Weak answers',
    });
    expect((await cards(student)).get('Interviews')?.subtitle).toBe(S.interviewFailed);
  });

  it('Fees & Finance says Deposit paid once the fee is paid and a deposit verified; VISA and Pre-Departure follow the decision', async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'UK');
    await insertPaymentRow(t.app, student.id, 4956, staff.id);
    expect((await cards(student)).get('Fees & Finance')?.subtitle).toBe(S.feePaid);
    await ok('PUT', api(applicationId, '/deposit'), { amount: 2000, currency: 'GBP', dueOn: isoIn(5) });
    await insertJourneyDocument(t.app, student, applicationId, 'TUITION_DEPOSIT_RECEIPT');
    await ok('POST', api(applicationId, '/deposit/verify'), { paidAmount: 2000, paidOn: isoIn(0) });
    expect((await cards(student)).get('Fees & Finance')?.subtitle).toBe(S.feesPaid);
    await insertJourneyDocument(t.app, student, applicationId, 'ENROLMENT_CONFIRMATION');
    await ok('PUT', api(applicationId, '/confirmation'), { reference: 'CAS-2', issuedOn: isoIn(-1) });
    await ok('PUT', api(applicationId, '/visa/lodged'), { lodgedOn: isoIn(0), reference: 'GWF2' });
    await ok('PUT', api(applicationId, '/visa/decision'), {
      decision: 'REFUSED',
      decidedOn: isoIn(0),
      reason: 'Funds not held 28 days',
      nextSteps: 'Apply again with new statements',
    });
    expect((await cards(student)).get('VISA')?.subtitle).toBe(S.visaRefused);
    await ok('PUT', api(applicationId, '/visa/lodged'), { lodgedOn: isoIn(0), reference: 'GWF3' });
    await insertJourneyDocument(t.app, student, applicationId, 'VISA_DECISION');
    await ok('PUT', api(applicationId, '/visa/decision'), {
      decision: 'GRANTED',
      decidedOn: isoIn(0),
      validFrom: isoIn(10),
      validUntil: isoIn(500),
    });
    let all = await cards(student);
    expect(all.get('VISA')).toMatchObject({ subtitle: S.visaGranted, chipNumber: 1 });
    await ok('POST', api(applicationId, '/pre-departure/complete'), { note: '' });
    all = await cards(student);
    expect(all.get('Pre-Departure')).toMatchObject({ subtitle: S.preDepartureReady, chipNumber: 1 });
  });
});
