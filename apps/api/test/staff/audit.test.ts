import { PLATFORM_FEE, STAFF_AUDIT_ACTIONS, STAFF_MESSAGES, ZStaffAuditPage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { call, insertBooking } from './fixtures.ts';

const t = useTestApp();
let counsellor: TSignedIn;
let admin: TSignedIn;

const audit = (studentId: number | string) =>
  call(t.app, counsellor, 'GET', `/api/staff/audit?studentId=${studentId}&pageSize=100`);

beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  admin = await createSignedInUser(t.app, 'ADMIN');
  await t.app.db.update(users).set({ name: 'Ravi Admin' }).where(eq(users.id, admin.id));
});

describe('GET /api/staff/audit?studentId=', () => {
  it('lists every staff change of the student, newest first, with who, what, when, before and after', async () => {
    const student = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const [courseId] = await insertCourses(t.app, 1);
    await insertBooking(t.app, student.id, 'BOOKED');
    const startedAt = Date.now();
    const steps = [
      await call(t.app, counsellor, 'POST', `/api/staff/students/${student.id}/counselling/complete`),
      await call(t.app, admin, 'PUT', `/api/staff/students/${student.id}/shortlist/${courseId}`, {
        status: 'EXPERT_CHOICE',
      }),
      await call(t.app, admin, 'POST', `/api/staff/students/${student.id}/payments`, {
        amount: PLATFORM_FEE.total,
      }),
      await call(t.app, admin, 'POST', `/api/staff/students/${other.id}/payments`, { amount: 100 }),
    ];
    for (const step of steps) expect(step.statusCode, step.body).toBeLessThan(300);

    const res = await audit(student.id);
    expect(res.statusCode).toBe(200);
    const entries = ZStaffAuditPage.parse(res.json()).content;
    expect(entries.map((e) => e.action)).toEqual([
      STAFF_AUDIT_ACTIONS.paymentRecorded,
      STAFF_AUDIT_ACTIONS.shortlistAdded,
      STAFF_AUDIT_ACTIONS.counsellingCompleted,
    ]);
    const [payment, shortlist, counselling] = entries;
    expect(payment).toMatchObject({
      actor: { id: admin.id, role: 'ADMIN', name: 'Ravi Admin' },
      entityType: 'PAYMENT',
      before: { totalPaid: 0, isPaid: false },
      after: { amount: PLATFORM_FEE.total, totalPaid: PLATFORM_FEE.total, isPaid: true },
    });
    expect(shortlist).toMatchObject({
      actor: { id: admin.id, role: 'ADMIN' },
      entityType: 'SHORTLIST_ENTRY',
      entityId: steps[1]?.json().id,
      before: null,
      after: { courseId, status: 'EXPERT_CHOICE' },
    });
    expect(counselling).toMatchObject({
      actor: { id: counsellor.id, role: 'COUNSELLOR', name: 'Test COUNSELLOR' },
      entityType: 'COUNSELLING_BOOKING',
      entityId: steps[0]?.json().id,
      after: { status: 'COMPLETED' },
    });
    for (const entry of entries) {
      expect(new Date(entry.createdAt).getTime()).toBeGreaterThanOrEqual(startedAt - 60_000);
    }
    const others = ZStaffAuditPage.parse((await audit(other.id)).json()).content;
    expect(others.map((e) => e.action)).toEqual([STAFF_AUDIT_ACTIONS.paymentRecorded]);
  });

  it('answers an empty list for a student with no staff changes', async () => {
    const student = await createSignedInUser(t.app);
    const res = await audit(student.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 0 });
  });

  it('answers 404 for an unknown student or a staff account, and 400 without a valid studentId', async () => {
    for (const id of [999_999, admin.id]) {
      const res = await audit(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe(STAFF_MESSAGES.studentNotFound);
    }
    // Without studentId the call answers every student's entries (the console's audit view).
    expect((await call(t.app, counsellor, 'GET', '/api/staff/audit')).statusCode).toBe(200);
    expect((await audit('abc')).statusCode).toBe(400);
  });
});
