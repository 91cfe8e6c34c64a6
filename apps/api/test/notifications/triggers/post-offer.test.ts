import { toIsoDate } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentDocuments } from '../../../src/schema/index.ts';
import { createSignedInUser } from '../../helpers/students.ts';
import { type TTestApp, useTestApp } from '../../helpers/test-app.ts';
import { call, insertJourneyDocument, offeredStudent } from '../../post-offer/fixtures.ts';
import { assign, noticesOf } from './notices.ts';

const t: TTestApp = useTestApp();
const url = (applicationId: number, path: string) =>
  `/api/staff/applications/${applicationId}/post-offer${path}`;

describe('post-offer journey notifications', () => {
  it("tells the student of the staff's deposit verdicts and interviews with the stage's status line", async () => {
    const { student, applicationId } = await offeredStudent(t.app, 'UK');
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    await assign(t.app, student.id, counsellor.id);
    const staffCall = (method: 'PUT' | 'POST', path: string, body: object) =>
      call(t.app, counsellor, method, url(applicationId, path), body);

    // Asking for the deposit shows on the journey without a notification.
    await staffCall('PUT', '/deposit', { amount: 5000, currency: 'GBP', dueOn: '2027-01-10' });
    // Nothing to verify yet (409): nothing told.
    expect((await staffCall('POST', '/deposit/reject', { reason: 'Blurred' })).statusCode).toBe(409);
    expect(await noticesOf(t, student.id)).toEqual([]);

    const receipt = await insertJourneyDocument(t.app, student, applicationId, 'TUITION_DEPOSIT_RECEIPT');
    const rejected = await staffCall('POST', '/deposit/reject', { reason: 'Blurred' });
    expect(rejected.statusCode).toBe(200);
    const statusLine = rejected
      .json()
      .stages.find((stage: { stage: string }) => stage.stage === 'DEPOSIT').statusLine;
    expect(await noticesOf(t, student.id)).toMatchObject([
      {
        kind: 'JOURNEY_UPDATED',
        params: { applicationId, stage: 'DEPOSIT', statusLine },
        target: { screen: 'POST_OFFER', applicationId, stage: 'DEPOSIT' },
      },
    ]);
    // The same refusal again is refused (409): nothing more.
    expect((await staffCall('POST', '/deposit/reject', { reason: 'Blurred' })).statusCode).toBe(409);
    expect(await noticesOf(t, student.id)).toHaveLength(1);

    // A new receipt (as a new upload leaves it), refused with the same words: a new cause, told again.
    const reupload = () =>
      t.app.db
        .update(studentDocuments)
        .set({ status: 'UPLOADED', remarks: '', updatedAt: sql`now() + interval '1 second'` })
        .where(eq(studentDocuments.id, receipt.id));
    await reupload();
    expect((await staffCall('POST', '/deposit/reject', { reason: 'Blurred' })).statusCode).toBe(200);
    await reupload();
    const verified = await staffCall('POST', '/deposit/verify', {
      paidAmount: 5000,
      paidOn: toIsoDate(new Date()),
    });
    expect(verified.statusCode).toBe(200);
    const interview = await staffCall('POST', '/interviews', {
      kind: 'PRE_CAS',
      startsAtLocal: `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T10:00`,
      timeZone: 'Europe/London',
      meetingLink: 'https://meet.example.org/x',
    });
    expect(interview.statusCode).toBe(200);
    expect((await noticesOf(t, student.id)).map((notice) => notice.params.stage)).toEqual([
      'DEPOSIT',
      'DEPOSIT',
      'DEPOSIT',
      'INTERVIEW',
    ]);
    // The counsellor wrote each of them: never told.
    expect(await noticesOf(t, counsellor.id)).toEqual([]);
  });
});
