import { STAFF_DISABLE_MESSAGES, ZStaffDisableResult } from '@portal/contract';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { send, teamSnapshot } from './fixtures.ts';

/** POST /api/staff/accounts/{staffId}/disable with reassign.roundRobin, on a team this file controls. */
const t = useTestApp();
let admin: TSignedIn;
let spare: TSignedIn;

const disable = (staffId: number) =>
  send(t.app, admin, 'POST', `/api/staff/accounts/${staffId}/disable`, { reassign: { roundRobin: true } });

async function studentsOf(counsellorId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await createSignedInUser(t.app)).id);
  await t.app.db.update(users).set({ assignedCounsellorId: counsellorId }).where(inArray(users.id, ids));
  return ids;
}
const counsellorOf = async (ids: number[]) =>
  new Map(
    (await t.app.db.select().from(users).where(inArray(users.id, ids))).map((row) => [
      row.id,
      row.assignedCounsellorId,
    ]),
  );

/** Only the staff named here stay active (the seed may hold counsellors of its own). */
async function keepOnlyActive(ids: number[]) {
  await t.app.db
    .update(users)
    .set({ disabledAt: new Date() })
    .where(
      and(inArray(users.role, ['COUNSELLOR', 'ADMIN']), isNull(users.disabledAt), notInArray(users.id, ids)),
    );
}

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
  // An active admin with no students: round-robin deals among counsellors only.
  spare = await createSignedInUser(t.app, 'ADMIN');
});

describe('reassign.roundRobin', () => {
  it('deals the students to the active counsellors, fewest first, ties by id', async () => {
    const c1 = await createSignedInUser(t.app, 'COUNSELLOR');
    const c2 = await createSignedInUser(t.app, 'COUNSELLOR');
    const c3 = await createSignedInUser(t.app, 'COUNSELLOR');
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    await keepOnlyActive([admin.id, spare.id, c1.id, c2.id, c3.id, member.id]);
    await studentsOf(c1.id, 2);
    const students = await studentsOf(member.id, 5);
    const auditBefore = (await t.app.db.select().from(auditLog)).length;

    const res = await disable(member.id);
    expect(res.statusCode, res.body).toBe(200);
    const result = ZStaffDisableResult.parse(res.json());
    expect(result.reassigned.map((share) => [share.counsellor.id, share.studentCount])).toEqual([
      [c1.id, 1],
      [c2.id, 2],
      [c3.id, 2],
    ]);
    // Loads 2,0,0: c2, c3, c2, c3, then all at 2 and c1 has the lowest id.
    const after = await counsellorOf(students);
    expect(students.map((id) => after.get(id))).toEqual([c2.id, c3.id, c2.id, c3.id, c1.id]);
    // One STUDENT_ASSIGNED per student and the STAFF_ACCOUNT_DISABLED entry.
    expect((await t.app.db.select().from(auditLog)).length - auditBefore).toBe(6);
  });

  it('refuses with 409 when no other counsellor is active, and changes nothing', async () => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    await keepOnlyActive([admin.id, spare.id, member.id]);
    await studentsOf(member.id, 2);
    const before = await teamSnapshot(t.app);
    const res = await disable(member.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(STAFF_DISABLE_MESSAGES.noCounsellorLeft);
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it('disables a member with no students even when nobody could take any', async () => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    await keepOnlyActive([admin.id, spare.id, member.id]);
    await t.app.db
      .update(users)
      .set({ assignedCounsellorId: null })
      .where(eq(users.assignedCounsellorId, member.id));
    const res = await disable(member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: { isDisabled: true }, reassigned: [] });
  });
});
