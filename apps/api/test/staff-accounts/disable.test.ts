import {
  STAFF_ACCOUNT_AUDIT_ACTIONS,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_DISABLE_MESSAGES,
  ZStaffDisableResult,
} from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { auditOf, rename, send, teamSnapshot, userRow } from './fixtures.ts';

/**
 * Disabling a member who looks after students: PATCH refuses while they have any, POST …/disable
 * reassigns them to one member and disables in one audited transaction. (Round-robin: its own file.)
 */
const t = useTestApp();
let admin: TSignedIn;

const disable = (who: TSignedIn | null, staffId: number, body: object) =>
  send(t.app, who, 'POST', `/api/staff/accounts/${staffId}/disable`, body);

/** Students of one counsellor, set in the database (sign-up's round-robin would spread them). */
async function studentsOf(counsellorId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await createSignedInUser(t.app)).id);
  await t.app.db.update(users).set({ assignedCounsellorId: counsellorId }).where(inArray(users.id, ids));
  return ids;
}
const counsellorsOf = async (ids: number[]) =>
  (await t.app.db.select().from(users).where(inArray(users.id, ids))).map((row) => row.assignedCounsellorId);

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
});

describe('PATCH isDisabled=true', () => {
  it('refuses a member who still has students with their number, and changes nothing', async () => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    await studentsOf(member.id, 3);
    const before = await teamSnapshot(t.app);
    const res = await send(t.app, admin, 'PATCH', `/api/staff/accounts/${member.id}`, { isDisabled: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ debugMessage: STAFF_DISABLE_MESSAGES.reassignFirst(3) });
    expect(STAFF_DISABLE_MESSAGES.reassignFirst(3)).toBe('Reassign their 3 students first.');
    expect(await teamSnapshot(t.app)).toEqual(before);
    expect((await send(t.app, member, 'GET', '/api/staff/me')).statusCode).toBe(200);
  });

  it('still disables a member with no students', async () => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    await t.app.db
      .update(users)
      .set({ assignedCounsellorId: null })
      .where(eq(users.assignedCounsellorId, member.id));
    const res = await send(t.app, admin, 'PATCH', `/api/staff/accounts/${member.id}`, { isDisabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isDisabled: true, assignedStudentCount: 0 });
  });
});

describe('POST /api/staff/accounts/{staffId}/disable with reassign.to', () => {
  it('moves every student to the one named and disables the member, audited in one step', async () => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    const taker = await createSignedInUser(t.app, 'COUNSELLOR');
    await rename(t.app, taker.id, 'Tara Taker');
    const students = await studentsOf(member.id, 4);

    const res = await disable(admin, member.id, { reassign: { to: taker.id } });
    expect(res.statusCode, res.body).toBe(200);
    const result = ZStaffDisableResult.parse(res.json());
    expect(result.account).toMatchObject({ id: member.id, isDisabled: true, assignedStudentCount: 0 });
    expect(result.reassigned).toEqual([
      { counsellor: { id: taker.id, name: 'Tara Taker' }, studentCount: 4 },
    ]);
    expect(await counsellorsOf(students)).toEqual(students.map(() => taker.id));

    const disabled = await auditOf(t.app, 'STAFF_ACCOUNT', member.id);
    expect(disabled.map((e) => [e.action, e.before, e.actorId])).toEqual([
      [STAFF_ACCOUNT_AUDIT_ACTIONS.disabled, { disabledAt: null }, admin.id],
    ]);
    expect(disabled[0]?.after).toMatchObject({ disabledAt: expect.any(String), reassignedStudentCount: 4 });
    for (const studentId of students) {
      const entries = await auditOf(t.app, 'STUDENT', studentId);
      expect(entries.map((e) => [e.action, e.studentId, e.before, e.after])).toEqual([
        [
          STAFF_ACCOUNT_AUDIT_ACTIONS.studentAssigned,
          studentId,
          { counsellorId: member.id },
          { counsellorId: taker.id },
        ],
      ]);
    }
    // The member's open session ends at once, as with PATCH.
    const refused = await send(t.app, member, 'GET', '/api/staff/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ debugMessage: STAFF_ACCOUNT_MESSAGES.accountDisabled });
  });

  it('may give the students to an admin, and disables a member with none', async () => {
    const other = await createSignedInUser(t.app, 'ADMIN');
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    const students = await studentsOf(member.id, 1);
    expect((await disable(admin, member.id, { reassign: { to: other.id } })).statusCode).toBe(200);
    expect(await counsellorsOf(students)).toEqual([other.id]);

    const idle = await createSignedInUser(t.app, 'COUNSELLOR');
    await t.app.db
      .update(users)
      .set({ assignedCounsellorId: null })
      .where(eq(users.assignedCounsellorId, idle.id));
    const res = await disable(admin, idle.id, { reassign: { to: other.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().reassigned).toEqual([]);
    expect((await auditOf(t.app, 'STAFF_ACCOUNT', idle.id))[0]?.after).toMatchObject({
      reassignedStudentCount: 0,
    });
  });
});

describe('refusals change nothing', () => {
  let member: TSignedIn;
  let gone: TSignedIn;
  let counsellor: TSignedIn;
  let student: TSignedIn;
  beforeAll(async () => {
    member = await createSignedInUser(t.app, 'COUNSELLOR');
    gone = await createSignedInUser(t.app, 'COUNSELLOR');
    counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    student = await createSignedInUser(t.app);
    await studentsOf(member.id, 2);
    await t.app.db
      .update(users)
      .set({ disabledAt: new Date('2030-01-01T00:00:00Z') })
      .where(eq(users.id, gone.id));
  });

  it.each([
    [
      'yourself',
      () => [admin, admin.id, { reassign: { to: member.id } }],
      409,
      STAFF_ACCOUNT_MESSAGES.cannotChangeOwnAccount,
    ],
    [
      'the member as their own taker',
      () => [admin, member.id, { reassign: { to: member.id } }],
      400,
      STAFF_DISABLE_MESSAGES.targetInvalid,
    ],
    [
      'a disabled taker',
      () => [admin, member.id, { reassign: { to: gone.id } }],
      404,
      STAFF_ACCOUNT_MESSAGES.counsellorNotFound,
    ],
    [
      'a student as taker',
      () => [admin, member.id, { reassign: { to: student.id } }],
      404,
      STAFF_ACCOUNT_MESSAGES.counsellorNotFound,
    ],
    [
      'an unknown taker',
      () => [admin, member.id, { reassign: { to: 2_000_000_000 } }],
      404,
      STAFF_ACCOUNT_MESSAGES.counsellorNotFound,
    ],
    [
      'an unknown member',
      () => [admin, 2_000_000_000, { reassign: { roundRobin: true } }],
      404,
      STAFF_ACCOUNT_MESSAGES.staffNotFound,
    ],
    [
      'a student as member',
      () => [admin, student.id, { reassign: { roundRobin: true } }],
      404,
      STAFF_ACCOUNT_MESSAGES.staffNotFound,
    ],
    [
      'a member already disabled',
      () => [admin, gone.id, { reassign: { roundRobin: true } }],
      409,
      STAFF_DISABLE_MESSAGES.alreadyDisabled,
    ],
    ['no reassign', () => [admin, member.id, {}], 400, STAFF_DISABLE_MESSAGES.reassignRequired],
    [
      'roundRobin false',
      () => [admin, member.id, { reassign: { roundRobin: false } }],
      400,
      STAFF_DISABLE_MESSAGES.reassignRequired,
    ],
    [
      'both choices',
      () => [admin, member.id, { reassign: { to: counsellor.id, roundRobin: true } }],
      400,
      STAFF_DISABLE_MESSAGES.reassignRequired,
    ],
    [
      'a counsellor',
      () => [counsellor, member.id, { reassign: { to: counsellor.id } }],
      403,
      STAFF_ACCOUNT_MESSAGES.adminOnly,
    ],
    ['a student', () => [student, member.id, { reassign: { to: counsellor.id } }], 403, undefined],
    ['no token', () => [null, member.id, { reassign: { to: counsellor.id } }], 401, undefined],
  ] as const)('refuses %s', async (_, args, status, message) => {
    const [who, staffId, body] = args() as [TSignedIn | null, number, object];
    const before = await teamSnapshot(t.app);
    const res = await disable(who, staffId, body);
    expect(res.statusCode, res.body).toBe(status);
    if (message) expect(res.json().debugMessage).toBe(message);
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it('two admins disabling two counsellors into each other at once: one wins, no student is left behind', async () => {
    const other = await createSignedInUser(t.app, 'ADMIN');
    const a = await createSignedInUser(t.app, 'COUNSELLOR');
    const b = await createSignedInUser(t.app, 'COUNSELLOR');
    const students = [...(await studentsOf(a.id, 3)), ...(await studentsOf(b.id, 3))];
    const results = await Promise.all([
      disable(admin, a.id, { reassign: { to: b.id } }),
      disable(other, b.id, { reassign: { to: a.id } }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    const survivor = (await userRow(t.app, a.id))?.disabledAt === null ? a.id : b.id;
    expect(await counsellorsOf(students)).toEqual(students.map(() => survivor));
  });
});
