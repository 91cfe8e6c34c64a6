import { APPLICATION_MESSAGES, ZDashboardResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../src/schema/index.ts';
import type { TSignedIn } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';

/** What an opted-out (WITHDRAWN) application still allows: re-applying, reads; and what it refuses. */
const { t, calls, state, staff, course, applied } = useApplicationsFixture({
  courses: 2,
  offset: 80,
  staff: 'ADMIN',
});

async function withdrawn(status: Parameters<typeof applied>[0] = 'APPLIED') {
  const result = await applied(status);
  const res = await calls.withdraw(result.student, result.applicationId);
  expect(res.statusCode, res.body).toBe(200);
  return result;
}

async function appliedCard(student: TSignedIn) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: student.headers });
  const card = ZDashboardResponse.parse(res.json()).find((c) => c.title === 'Applied Courses');
  if (!card) throw new Error('no Applied Courses card');
  return card;
}

describe('applying again after an opt-out', () => {
  it('creates a new application (201, new id); the withdrawn one stays listed beside it', async () => {
    const { student, applicationId } = await withdrawn();
    const res = await calls.apply(student, course());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ courseId: course(), status: 'APPLIED' });
    expect(res.json().id).not.toBe(applicationId);
    expect(await state.shortlistStatus(student.id, course())).toBe('APPLIED');
    const again = await calls.apply(student, course());
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
    const list = (await calls.list(student)).json() as { id: number; status: string }[];
    expect(list.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: res.json().id, status: 'APPLIED' },
      { id: applicationId, status: 'WITHDRAWN' },
    ]);
    const rows = await t.app.db.select().from(applications).where(eq(applications.studentId, student.id));
    expect(rows).toHaveLength(2);
  });

  it('lets staff mark the course again once no live application locks it', async () => {
    const { student } = await withdrawn();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/students/${student.id}/shortlist/${course()}`,
      headers: staff.headers,
      payload: { status: 'NOT_ELIGIBLE', reason: 'The course is full for this intake.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await calls.apply(student, course())).statusCode).toBe(409);
  });
});

describe('the dashboard after an opt-out', () => {
  it('counts no withdrawn application and never shows one as the latest', async () => {
    const student = (await withdrawn()).student;
    expect(await appliedCard(student)).toMatchObject({
      chipNumber: 0,
      appliedCount: 0,
      courseName: null,
      step: 0,
    });

    await state.shortlist(student, course(1), 'EXPERT_CHOICE');
    const second = await calls.applyOk(student, course(1));
    await state.setApplicationStatus(second, 'UNDER_REVIEW');
    const withSecond = await appliedCard(student);
    expect(withSecond).toMatchObject({ chipNumber: 1, appliedCount: 1 });

    // Opting out of the newest leaves none counted again.
    await calls.withdraw(student, second);
    expect(await appliedCard(student)).toMatchObject({ chipNumber: 0, appliedCount: 0, courseName: null });
  });
});

describe('a withdrawn application takes no uploads and its offers close', () => {
  it('refuses an additional document with 409', async () => {
    const { student, applicationId } = await withdrawn();
    const res = await calls.uploadDocument(student, {
      applicationId: String(applicationId),
      type: 'PORTFOLIO',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.applicationWithdrawn);
  });

  it('refuses a conditional document with 409 and the offer letter with 404', async () => {
    const { student, applicationId } = await applied('CONDITIONAL_OFFER_RECEIVED');
    const types = await calls.setConditionalTypes(staff, applicationId, ['PASSPORT']);
    const documentId = types.json().conditionalDocuments[0].id as number;
    expect((await calls.uploadOfferLetter(staff, applicationId, 'CONDITIONAL')).statusCode).toBe(200);
    expect((await calls.downloadOffer(student, 'conditional', applicationId)).statusCode).toBe(200);

    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(200);
    const upload = await calls.uploadConditional(student, { documentId: String(documentId) });
    expect(upload.statusCode).toBe(409);
    expect(upload.json().debugMessage).toBe(APPLICATION_MESSAGES.applicationWithdrawn);
    const download = await calls.downloadOffer(student, 'conditional', applicationId);
    expect(download.statusCode).toBe(404);
    expect(download.json().debugMessage).toBe(APPLICATION_MESSAGES.applicationWithdrawn);
  });

  it('is final for staff: a status change is the usual 409', async () => {
    const { applicationId } = await withdrawn('UNDER_REVIEW');
    const res = await calls.setStatus(staff, applicationId, 'CONDITIONAL_OFFER_RECEIVED');
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(
      APPLICATION_MESSAGES.statusTransitionNotAllowed('WITHDRAWN', 'CONDITIONAL_OFFER_RECEIVED'),
    );
  });
});
