import {
  STAFF_ACCOUNT_AUDIT_ACTIONS,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_MESSAGES,
  ZStaffAssignment,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { auditOf, rename, send, teamSnapshot, userRow } from './fixtures.ts';

/** PUT /api/staff/students/{studentId}/counsellor: an admin reassigns a student; audited. */
const t = useTestApp();
let admin: TSignedIn;
let asha: TSignedIn;
let ravi: TSignedIn;
let disabled: TSignedIn;

const assign = (studentId: number, counsellorId: unknown) =>
  send(t.app, admin, 'PUT', `/api/staff/students/${studentId}/counsellor`, { counsellorId });

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
  asha = await createSignedInUser(t.app, 'COUNSELLOR');
  ravi = await createSignedInUser(t.app, 'COUNSELLOR');
  disabled = await createSignedInUser(t.app, 'COUNSELLOR');
  await rename(t.app, asha.id, 'Asha Rao');
  await rename(t.app, admin.id, 'Ravi Admin');
  await t.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
  await t.app.tokens.catchUp();
});

describe('PUT /api/staff/students/{studentId}/counsellor', () => {
  it('assigns, reassigns (to an admin too) and unassigns, each recorded with before and after', async () => {
    const student = await createSignedInUser(t.app);
    await t.app.db.update(users).set({ assignedCounsellorId: ravi.id }).where(eq(users.id, student.id));
    const steps = [asha.id, admin.id, null, asha.id];
    for (const counsellorId of steps) {
      const res = await assign(student.id, counsellorId);
      expect(res.statusCode, res.body).toBe(200);
      expect((await userRow(t.app, student.id))?.assignedCounsellorId).toBe(counsellorId);
    }
    const res = await send(t.app, admin, 'GET', `/api/staff/students/${student.id}`);
    expect(res.statusCode).toBe(200);

    const entries = await auditOf(t.app, 'STUDENT', student.id);
    const befores = [ravi.id, ...steps.slice(0, -1)];
    expect(entries.map((e) => [e.action, e.studentId, e.actorId, e.actorRole, e.before, e.after])).toEqual(
      steps.map((counsellorId, i) => [
        STAFF_ACCOUNT_AUDIT_ACTIONS.studentAssigned,
        student.id,
        admin.id,
        'ADMIN',
        { counsellorId: befores[i] },
        { counsellorId },
      ]),
    );
  });

  it('answers the student and the counsellor with its name', async () => {
    const student = await createSignedInUser(t.app);
    const res = await assign(student.id, asha.id);
    expect(res.statusCode).toBe(200);
    expect(ZStaffAssignment.strict().parse(res.json())).toEqual({
      studentId: student.id,
      counsellor: { id: asha.id, name: 'Asha Rao' },
    });
  });

  it('answers null for an unassigned student', async () => {
    const student = await createSignedInUser(t.app);
    const res = await assign(student.id, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ studentId: student.id, counsellor: null });
  });

  it('changes and records nothing when the student already has that counsellor', async () => {
    const student = await createSignedInUser(t.app);
    expect((await assign(student.id, ravi.id)).statusCode).toBe(200);
    const before = await teamSnapshot(t.app);
    const res = await assign(student.id, ravi.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().counsellor.id).toBe(ravi.id);
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it.for([
    { why: 'a disabled counsellor', kind: 'disabled' },
    { why: 'a student', kind: 'student' },
    { why: 'an unknown id', kind: 'unknown' },
  ])('refuses $why as counsellor with 404 and changes nothing', async ({ kind }) => {
    const student = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const counsellorId = { disabled: disabled.id, student: other.id, unknown: 2_000_000_000 }[kind];
    const before = await teamSnapshot(t.app);
    const res = await assign(student.id, counsellorId);
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(STAFF_ACCOUNT_MESSAGES.counsellorNotFound);
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it('answers 404 for an unknown student or a staff account, and changes nothing', async () => {
    const before = await teamSnapshot(t.app);
    for (const studentId of [2_000_000_000, ravi.id]) {
      const res = await assign(studentId, asha.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe(STAFF_MESSAGES.studentNotFound);
    }
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it.for([
    { why: 'no counsellorId', body: {} },
    { why: 'a text id', body: { counsellorId: 'asha' } },
    { why: 'zero', body: { counsellorId: 0 } },
    { why: 'another field', body: { counsellorId: null, note: 'x' } },
  ])('refuses $why with 400 and changes nothing', async ({ body }) => {
    const student = await createSignedInUser(t.app);
    const before = await teamSnapshot(t.app);
    const res = await send(t.app, admin, 'PUT', `/api/staff/students/${student.id}/counsellor`, body);
    expect(res.statusCode).toBe(400);
    expect(await teamSnapshot(t.app)).toEqual(before);
  });
});
