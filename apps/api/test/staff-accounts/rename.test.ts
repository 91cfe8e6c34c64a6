import { STAFF_ACCOUNT_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentProfiles } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { send, teamSnapshot, userRow } from './fixtures.ts';

/**
 * Staff cannot change the name their audit entries show: the student calls that set a name act on the
 * caller's own account, so a staff token is refused there and nothing is written.
 */
const t = useTestApp();
let student: TSignedIn;

beforeAll(async () => {
  student = await createSignedInUser(t.app);
});

const CALLS = [
  { method: 'POST', url: '/student-onboarding/save', body: { name: 'Someone Else' } },
  { method: 'PUT', url: '/api/student-profiles', body: { fullName: 'Someone Else' } },
  // Without a name the profile call is refused all the same: staff have no student profile.
  { method: 'PUT', url: '/api/student-profiles', body: { city: 'Pune' } },
] as const;

describe.each(CALLS)('$method $url $body', ({ method, url, body }) => {
  it.each(['COUNSELLOR', 'ADMIN'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const staff = await createSignedInUser(t.app, role);
    const before = await teamSnapshot(t.app);
    const res = await send(t.app, staff, method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 'FORBIDDEN',
      debugMessage: STAFF_ACCOUNT_MESSAGES.staffCannotRename,
    });
    expect(await teamSnapshot(t.app)).toEqual(before);
    expect((await userRow(t.app, staff.id))?.name).toBe(`Test ${role}`);
    const profiles = await t.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.studentId, staff.id));
    expect(profiles).toEqual([]);
  });

  it('still lets a student change their own', async () => {
    const res = await send(t.app, student, method, url, body);
    expect(res.statusCode, res.body).toBe(200);
  });
});

it('a staff member keeps the name an admin gave them after trying', async () => {
  const staff = await createSignedInUser(t.app, 'COUNSELLOR');
  await send(t.app, staff, 'POST', '/student-onboarding/save', { name: 'Chief Executive' });
  const me = await send(t.app, staff, 'GET', '/api/staff/me');
  expect(me.json().name).toBe('Test COUNSELLOR');
});
