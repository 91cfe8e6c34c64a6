import { SESSION_POLICY_MESSAGES, STAFF_ACCOUNT_MESSAGES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../src/plugins/auth.ts';
import { countQueries } from '../helpers/query-count.ts';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, nextMobileNumber, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Sessions are checked from memory: no query on a signed-in call, and every change of an account or
 * a revocation, whoever makes it, is met on the very next call once this instance has heard it.
 */
async function whoAmIRoutes(app: FastifyInstance) {
  // Routes that do nothing but the session check, so any query they make is the check's.
  app.get('/test/student', { onRequest: app.authenticate }, async (request) => currentUser(request));
  app.get('/test/staff', { onRequest: app.requireStaff }, async (request) => currentUser(request));
  app.get('/test/admin', { onRequest: app.requireAdmin }, async (request) => currentUser(request));
}
const t = useTestApp({}, { beforeReady: whoAmIRoutes });

const call = (who: TSignedIn | { headers: { authorization: string } }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });

let counter: ReturnType<typeof countQueries> | undefined;
afterEach(() => counter?.stop());
/** Runs `calls` and answers how many statements reached the database meanwhile. */
async function queriesOf(calls: () => Promise<unknown>): Promise<number> {
  counter = countQueries(t.database);
  await calls();
  counter.stop();
  return counter.count();
}

/** An account made by SQL, as another process would, and a token for it. */
async function sqlAccount(role: string): Promise<TSignedIn> {
  const mobileNumber = nextMobileNumber();
  const { rows } = await t.database.query(
    'insert into users (mobile_number, reference_id, role) values ($1, $2, $3) returning id',
    [mobileNumber, `SQL${mobileNumber}`, role],
  );
  const id = Number(rows[0]?.id);
  const token = await t.app.tokens.issue({ id, role: role as 'STUDENT' });
  return { id, token, enrollmentId: null, mobileNumber, headers: { authorization: `Bearer ${token}` } };
}

describe('a signed-in call', () => {
  it.each(['STUDENT', 'COUNSELLOR', 'ADMIN'] as const)(
    'of a %s checks its session without a query',
    async (role) => {
      const who = await createSignedInUser(t.app, role);
      await t.app.tokens.catchUp();
      const url = role === 'STUDENT' ? '/test/student' : role === 'ADMIN' ? '/test/admin' : '/test/staff';
      const queries = await queriesOf(async () => {
        for (let i = 0; i < 5; i++) {
          const res = await call(who, url);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ id: who.id, role });
        }
      });
      expect(queries).toBe(0);
    },
  );

  it('(control) the count sees the queries of a route that reads the database', async () => {
    const who = await createSignedInUser(t.app);
    await t.app.tokens.catchUp();
    expect(await queriesOf(() => call(who, '/auth/session'))).toBeGreaterThan(0);
  });

  it('of a student signed in a moment ago through the real flow is checked without a query', async () => {
    const signedIn = await signInWithOtp(t, nextMobileNumber());
    await t.app.tokens.catchUp();
    expect(await queriesOf(() => call(signedIn, '/test/student'))).toBe(0);
  });
});

describe('a change is met on the very next call', () => {
  it('a logged-out token is refused at once, and without a query', async () => {
    const who = await signInWithOtp(t, nextMobileNumber());
    expect((await call(who, '/auth/logout')).statusCode).toBe(200);
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    expect(await queriesOf(async () => (refused = await call(who, '/test/student')))).toBe(0);
    expect(refused?.statusCode).toBe(401);
    expect(refused?.json()).toMatchObject({ debugMessage: 'Session token has been revoked' });
  });

  it("a deleted account's token is refused", async () => {
    const who = await sqlAccount('STUDENT');
    await t.app.tokens.catchUp();
    expect((await call(who, '/test/student')).statusCode).toBe(200);
    await t.database.query('delete from users where id = $1', [who.id]);
    await t.app.tokens.catchUp();
    for (let i = 0; i < 2; i++) {
      const res = await call(who, '/test/student');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        status: 'SESSION_EXPIRED',
        debugMessage: 'The account of this session no longer exists',
      });
    }
  });

  it('a role or status changed by SQL (another process) is met once heard, and then without a query', async () => {
    const who = await sqlAccount('COUNSELLOR');
    await t.app.tokens.catchUp();
    expect((await call(who, '/test/staff')).json()).toMatchObject({ role: 'COUNSELLOR' });
    expect((await call(who, '/test/admin')).statusCode).toBe(403);

    await t.database.query(`update users set role = 'ADMIN' where id = $1`, [who.id]);
    await t.app.tokens.catchUp();
    let promoted: Awaited<ReturnType<typeof call>> | undefined;
    expect(await queriesOf(async () => (promoted = await call(who, '/test/admin')))).toBe(0);
    expect(promoted?.json()).toMatchObject({ id: who.id, role: 'ADMIN' });

    await t.database.query('update users set disabled_at = now() where id = $1', [who.id]);
    await t.app.tokens.catchUp();
    const disabled = await call(who, '/test/staff');
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toMatchObject({ debugMessage: STAFF_ACCOUNT_MESSAGES.accountDisabled });

    await t.database.query('update users set disabled_at = null, sessions_valid_from = now() where id = $1', [
      who.id,
    ]);
    await t.app.tokens.catchUp();
    expect((await call(who, '/test/staff')).json()).toMatchObject({
      debugMessage: SESSION_POLICY_MESSAGES.sessionsEnded,
    });
  });

  it('a staff member disabled or demoted by an admin is refused on the next call, without a query', async () => {
    const admin = await createSignedInUser(t.app, 'ADMIN');
    const member = await createSignedInUser(t.app, 'ADMIN');
    await t.app.tokens.catchUp();
    expect((await call(member, '/test/admin')).statusCode).toBe(200);
    const patch = (body: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/staff/accounts/${member.id}`,
        headers: admin.headers,
        payload: body,
      });

    expect((await patch({ role: 'COUNSELLOR' })).statusCode).toBe(200);
    let demoted: Awaited<ReturnType<typeof call>> | undefined;
    expect(await queriesOf(async () => (demoted = await call(member, '/test/admin')))).toBe(0);
    expect(demoted?.json()).toMatchObject({
      status: 'FORBIDDEN',
      debugMessage: STAFF_ACCOUNT_MESSAGES.adminOnly,
    });

    expect((await patch({ isDisabled: true })).statusCode).toBe(200);
    let disabled: Awaited<ReturnType<typeof call>> | undefined;
    expect(await queriesOf(async () => (disabled = await call(member, '/test/staff')))).toBe(0);
    expect(disabled?.json()).toMatchObject({ debugMessage: STAFF_ACCOUNT_MESSAGES.accountDisabled });
  });
});
