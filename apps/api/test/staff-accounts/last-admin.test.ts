import { STAFF_ACCOUNT_MESSAGES } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { send } from './fixtures.ts';

/**
 * At least one active admin remains. An admin cannot change their own account, so the team can only
 * lose its last admin when two admins demote or disable each other at the same moment: the change
 * judged second must see the first (row locks), whichever way the calls interleave.
 */
const t = useTestApp();

const activeAdmins = () =>
  t.app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNull(users.disabledAt)));

/** Leaves exactly two active admins: the two new ones. */
async function twoAdmins() {
  await t.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.role, 'ADMIN'));
  await t.app.tokens.catchUp();
  return [await createSignedInUser(t.app, 'ADMIN'), await createSignedInUser(t.app, 'ADMIN')] as const;
}

const REFUSALS = [
  { statusCode: 409, debugMessage: STAFF_ACCOUNT_MESSAGES.lastAdmin },
  { statusCode: 403, debugMessage: STAFF_ACCOUNT_MESSAGES.adminOnly },
  { statusCode: 401, debugMessage: STAFF_ACCOUNT_MESSAGES.accountDisabled },
];

describe('two admins changing each other at the same moment', () => {
  it.for([
    { change: 'disable', body: { isDisabled: true } },
    { change: 'demote', body: { role: 'COUNSELLOR' } },
    { change: 'demote and disable', body: { role: 'COUNSELLOR', isDisabled: true } },
  ])('$change: one change wins, the other is refused, one active admin remains', async ({ body }) => {
    for (let round = 0; round < 4; round++) {
      const [a, b] = await twoAdmins();
      const results = await Promise.all([
        send(t.app, a, 'PATCH', `/api/staff/accounts/${b.id}`, body),
        send(t.app, b, 'PATCH', `/api/staff/accounts/${a.id}`, body),
      ]);
      const statuses = results.map((res) => res.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        statuses.join(),
      ).toHaveLength(1);
      const refused = results.find((res) => res.statusCode !== 200);
      expect(REFUSALS).toContainEqual({
        statusCode: refused?.statusCode,
        debugMessage: refused?.json().debugMessage,
      });
      expect(await activeAdmins()).toHaveLength(1);
    }
  });
});

describe('the rule without a race', () => {
  it('lets an admin demote the only other admin (the caller remains)', async () => {
    const [a, b] = await twoAdmins();
    expect(
      (await send(t.app, a, 'PATCH', `/api/staff/accounts/${b.id}`, { role: 'COUNSELLOR' })).statusCode,
    ).toBe(200);
    expect((await activeAdmins()).map((row) => row.id)).toEqual([a.id]);
    const back = await send(t.app, b, 'PATCH', `/api/staff/accounts/${a.id}`, { role: 'COUNSELLOR' });
    expect(back.statusCode).toBe(403);
    expect((await activeAdmins()).map((row) => row.id)).toEqual([a.id]);
  });
});
