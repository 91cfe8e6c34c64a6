import { describe, expect, it } from 'vitest';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, nextMobileNumber, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { send, userRow } from './fixtures.ts';

/**
 * New students get the next active counsellor in turn (by id, wrapping around) when they first sign
 * in; admins take turns only while no counsellor is active; with no staff at all nobody is assigned.
 * The tests run in order on one database: each step depends on the team the earlier ones built.
 */
const t = useTestApp();
const team: { admins: TSignedIn[]; counsellors: TSignedIn[] } = { admins: [], counsellors: [] };

async function signUp(): Promise<number | null> {
  const signedIn = await signInWithOtp(t, nextMobileNumber());
  expect(signedIn.isNewUser).toBe(true);
  return (await userRow(t.app, signedIn.studentId))?.assignedCounsellorId ?? null;
}

async function signUps(count: number): Promise<(number | null)[]> {
  const assigned: (number | null)[] = [];
  for (let i = 0; i < count; i++) assigned.push(await signUp());
  return assigned;
}

describe('round-robin assignment of new students', () => {
  it('leaves a student unassigned while there is no active staff member', async () => {
    expect(await signUps(2)).toEqual([null, null]);
  });

  it('lets the admins take turns while no counsellor is active', async () => {
    team.admins.push(await createSignedInUser(t.app, 'ADMIN'), await createSignedInUser(t.app, 'ADMIN'));
    const [a1, a2] = team.admins.map((a) => a.id);
    expect(await signUps(3)).toEqual([a1, a2, a1]);
  });

  it('gives each new student the next counsellor by id, wrapping around, and never an admin', async () => {
    for (let i = 0; i < 3; i++) team.counsellors.push(await createSignedInUser(t.app, 'COUNSELLOR'));
    const [c1, c2, c3] = team.counsellors.map((c) => c.id);
    expect(await signUps(7)).toEqual([c1, c2, c3, c1, c2, c3, c1]);
  });

  it('skips a disabled counsellor, and takes them back in turn once re-enabled', async () => {
    const [c1, c2, c3] = team.counsellors.map((c) => c.id) as [number, number, number];
    const admin = team.admins[0] as TSignedIn;
    // c2 has students: disabling hands them to the others first.
    const disabled = await send(t.app, admin, 'POST', `/api/staff/accounts/${c2}/disable`, {
      reassign: { roundRobin: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await signUps(3)).toEqual([c3, c1, c3]);
    expect(
      (await send(t.app, admin, 'PATCH', `/api/staff/accounts/${c2}`, { isDisabled: false })).statusCode,
    ).toBe(200);
    expect(await signUps(3)).toEqual([c1, c2, c3]);
  });

  it('skips a counsellor made admin', async () => {
    const [c1, c2, c3] = team.counsellors.map((c) => c.id) as [number, number, number];
    const admin = team.admins[0] as TSignedIn;
    expect(
      (await send(t.app, admin, 'PATCH', `/api/staff/accounts/${c1}`, { role: 'ADMIN' })).statusCode,
    ).toBe(200);
    expect(await signUps(3)).toEqual([c2, c3, c2]);
    expect(
      (await send(t.app, admin, 'PATCH', `/api/staff/accounts/${c1}`, { role: 'COUNSELLOR' })).statusCode,
    ).toBe(200);
  });

  it('shares students signing up at the same moment evenly', async () => {
    const ids = team.counsellors.map((c) => c.id);
    const assigned = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    for (const id of ids)
      expect(
        assigned.filter((a) => a === id),
        String(assigned),
      ).toHaveLength(2);
  });

  it('keeps the counsellor of a student who signs in again, and never assigns staff accounts', async () => {
    const mobileNumber = nextMobileNumber();
    const first = await signInWithOtp(t, mobileNumber);
    const assigned = (await userRow(t.app, first.studentId))?.assignedCounsellorId;
    await signUps(1);
    const again = await signInWithOtp(t, mobileNumber);
    expect(again.isNewUser).toBe(false);
    expect((await userRow(t.app, first.studentId))?.assignedCounsellorId).toBe(assigned);

    const added = await send(t.app, team.admins[0] as TSignedIn, 'POST', '/api/staff/accounts', {
      mobileNumber: nextMobileNumber(),
      name: 'New Counsellor',
      role: 'COUNSELLOR',
    });
    expect(added.statusCode).toBe(201);
    expect((await userRow(t.app, added.json().id))?.assignedCounsellorId).toBeNull();
    for (const member of [...team.admins, ...team.counsellors])
      expect((await userRow(t.app, member.id))?.assignedCounsellorId).toBeNull();
  });
});
