import {
  POST_OFFER_AUDIT_ACTIONS as A,
  POST_OFFER_MESSAGES as M,
  toIsoDate,
  ZPostOfferJourney,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  auditActionsOf,
  call,
  createSignedInUser,
  documentStatusOf,
  insertJourneyDocument,
  offeredStudent,
} from './fixtures.ts';

/** A UK application walked from the unconditional offer to "ready to fly", the counsellor recording each stage. */
const t = useTestApp();
let staff: TSignedIn;
beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
});

const url = (applicationId: number, path = '') =>
  `/api/staff/applications/${applicationId}/post-offer${path}`;
const tomorrowLocal = () => {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return `${date}T10:00`;
};
const today = () => toIsoDate(new Date());

describe('the post-offer journey of a UK application', () => {
  it('moves from DEPOSIT to DONE as the counsellor records each stage, audited in step', async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'UK');
    const view = async () =>
      ZPostOfferJourney.parse(
        (await call(t.app, student, 'GET', `/api/student/applications/${applicationId}/post-offer`)).json(),
      );

    let journey = await view();
    expect(journey.position).toBe('DEPOSIT');
    expect(journey.nextStep?.actor).toBe('COUNSELLOR');
    expect(journey.stages.map((stage) => stage.name)).toContain('CAS');

    let res = await call(t.app, staff, 'PUT', url(applicationId, '/deposit'), {
      amount: 5000,
      currency: 'GBP',
      dueOn: '2027-01-10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().deposit.status).toBe('AWAITING_PROOF');
    expect(res.json().nextStep).toMatchObject({ actor: 'STUDENT', dueOn: '2027-01-10' });

    res = await call(t.app, staff, 'POST', url(applicationId, '/deposit/verify'), {
      paidAmount: 5000,
      paidOn: today(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(M.depositProofMissing);

    const receipt = await insertJourneyDocument(t.app, student, applicationId, 'TUITION_DEPOSIT_RECEIPT');
    res = await call(t.app, staff, 'POST', url(applicationId, '/deposit/verify'), {
      paidAmount: 5000,
      paidOn: today(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().deposit.status).toBe('VERIFIED');
    expect((await documentStatusOf(t.app, receipt.id))?.status).toBe('ACCEPTED');
    // No interview recorded: the interview stage does not hold the journey up.
    expect(res.json().position).toBe('CONFIRMATION');

    res = await call(t.app, staff, 'POST', url(applicationId, '/interviews'), {
      kind: 'PRE_CAS',
      startsAtLocal: tomorrowLocal(),
      timeZone: 'Europe/London',
      meetingLink: 'https://meet.example.org/x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().position).toBe('INTERVIEW');
    const interviewId = res.json().interviews[0].id;
    res = await call(t.app, staff, 'PUT', url(applicationId, `/interviews/${interviewId}/outcome`), {
      outcome: 'PASSED',
    });
    expect(res.json().position).toBe('CONFIRMATION');

    res = await call(t.app, staff, 'PUT', url(applicationId, '/confirmation'), {
      reference: 'CAS-123',
      issuedOn: '2026-01-15',
    });
    expect(res.statusCode).toBe(409);
    await insertJourneyDocument(t.app, student, applicationId, 'ENROLMENT_CONFIRMATION');
    res = await call(t.app, staff, 'PUT', url(applicationId, '/confirmation'), {
      reference: 'CAS-123',
      issuedOn: '2026-01-15',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().confirmation).toMatchObject({ status: 'ISSUED', expiresOn: '2026-07-15' });
    expect(res.json().position).toBe('VISA');

    res = await call(t.app, staff, 'PUT', url(applicationId, '/visa/lodged'), {
      lodgedOn: today(),
      reference: 'GWF123',
    });
    expect(res.json().visa.status).toBe('LODGED');
    expect(res.json().visa.decisionLetter).toBeNull();
    const decisionLetter = await insertJourneyDocument(t.app, student, applicationId, 'VISA_DECISION');
    // The student sees the letter they sent (and the counsellor opens it) before the decision is recorded.
    expect((await view()).visa.decisionLetter).toMatchObject({
      id: decisionLetter.id,
      type: 'VISA_DECISION',
      status: 'UPLOADED',
    });
    res = await call(t.app, staff, 'PUT', url(applicationId, '/visa/decision'), {
      decision: 'GRANTED',
      decidedOn: today(),
      validFrom: '2027-01-01',
      validUntil: '2028-06-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().position).toBe('PRE_DEPARTURE');

    res = await call(
      t.app,
      student,
      'PUT',
      `/api/student/applications/${applicationId}/post-offer/pre-departure/FLIGHT`,
      { done: true, detail: 'AI 161', date: '2027-01-05' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().stages.at(-1).dueOn).toBe('2027-01-05');

    res = await call(t.app, staff, 'POST', url(applicationId, '/pre-departure/complete'), {});
    expect(res.statusCode).toBe(200);
    journey = await view();
    expect(journey.position).toBe('DONE');
    expect(journey.nextStep).toBeNull();

    expect(await auditActionsOf(t.app, student.id)).toEqual(
      expect.arrayContaining([
        A.depositRequested,
        A.depositVerified,
        A.interviewScheduled,
        A.interviewOutcome,
        A.confirmationRecorded,
        A.visaLodged,
        A.visaDecided,
        A.preDepartureCompleted,
      ]),
    );
  });
});

describe('the post-offer journey of a Canadian application', () => {
  it('names the stages the Canadian way, keeps an LOA without expiry, and does not skip an unverified deposit', async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'Canada');
    await insertJourneyDocument(t.app, student, applicationId, 'ENROLMENT_CONFIRMATION');
    let res = await call(t.app, staff, 'PUT', url(applicationId, '/confirmation'), {
      reference: 'LOA 2027/118',
      issuedOn: today(),
    });
    expect(res.json().confirmation).toMatchObject({ status: 'ISSUED', expiresOn: null });
    expect(res.json().stages.find((stage: { stage: string }) => stage.stage === 'CONFIRMATION').name).toBe(
      'LOA + PAL',
    );
    res = await call(t.app, staff, 'PUT', url(applicationId, '/visa/checklist/GIC'), { done: true });
    expect(res.statusCode).toBe(200);
    res = await call(t.app, staff, 'PUT', url(applicationId, '/visa/funds'), {
      livingOptionKey: 'OUTSIDE_QUEBEC',
      dependants: 0,
      months: 12,
    });
    expect(res.json().visa.funds.calculation).toMatchObject({
      currency: 'CAD',
      livingCosts: 22_895,
      monthsCounted: null,
    });
    await call(t.app, staff, 'PUT', url(applicationId, '/visa/lodged'), {
      lodgedOn: today(),
      reference: 'W3010',
    });
    await insertJourneyDocument(t.app, student, applicationId, 'VISA_DECISION');
    res = await call(t.app, staff, 'PUT', url(applicationId, '/visa/decision'), {
      decision: 'GRANTED',
      decidedOn: today(),
      validFrom: '2027-08-15',
      validUntil: '2029-12-31',
    });
    // Stages are not forced into order: the deposit not yet verified is still where the journey stands.
    expect(res.json().position).toBe('DEPOSIT');
    expect(res.json().stages.map((stage: { state: string }) => stage.state)).toEqual([
      'CURRENT',
      'DONE',
      'DONE',
      'DONE',
      'UPCOMING',
    ]);
  });
});
