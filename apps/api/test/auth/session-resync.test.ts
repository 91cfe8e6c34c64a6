import { STAFF_ACCOUNT_MESSAGES } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { TDatabase, TNotificationHandlers } from '../../src/db/client.ts';
import { createTokenService, type TTokenService } from '../../src/lib/token-service.ts';
import { countQueries } from '../helpers/query-count.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * The session state when notifications do not arrive: an account not heard of yet, and a listener
 * lost and back (the PostgreSQL listener's reconnect calls onLost, then onResync). The database's
 * own listener is wrapped here so a test decides what is heard.
 */
const t = useTestApp();

function deafenable(database: TDatabase) {
  const handlers: TNotificationHandlers[] = [];
  const link = { deaf: false, handlers };
  const wrapped: TDatabase = {
    ...database,
    listen: (channel, h) => {
      handlers.push(h);
      return database.listen(channel, {
        onMessage: (payload) => {
          if (!link.deaf) h.onMessage(payload);
        },
      });
    },
  };
  return { wrapped, link };
}

let service: TTokenService | undefined;
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

async function sqlAccount(role: string) {
  const mobileNumber = nextMobileNumber();
  const { rows } = await t.database.query(
    'insert into users (mobile_number, reference_id, role) values ($1, $2, $3) returning id',
    [mobileNumber, `RSY${mobileNumber}`, role],
  );
  return Number(rows[0]?.id);
}

async function queriesOf(run: () => Promise<unknown>): Promise<number> {
  const counter = countQueries(t.database);
  try {
    await run().catch(() => {});
  } finally {
    counter.stop();
  }
  return counter.count();
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('the session state without notifications', () => {
  it('reads an account not heard of yet once (another instance signed it up), then keeps it', async () => {
    const { wrapped, link } = deafenable(t.database);
    service = createTokenService(wrapped, 'k'.repeat(40));
    await service.start();
    link.deaf = true;
    const id = await sqlAccount('STUDENT');
    const token = await service.issue({ id, role: 'STUDENT' });
    expect(await queriesOf(() => service?.verify(token) ?? Promise.resolve())).toBeGreaterThan(0);
    expect(await queriesOf(() => service?.verify(token) ?? Promise.resolve())).toBe(0);
    expect(await service.verify(token)).toMatchObject({ id, role: 'STUDENT' });
  });

  it('checks by query while the listener is lost, and from memory again after the resync', async () => {
    const { wrapped, link } = deafenable(t.database);
    const tokens = createTokenService(wrapped, 'k'.repeat(40));
    service = tokens;
    const id = await sqlAccount('COUNSELLOR');
    const other = await sqlAccount('COUNSELLOR');
    await tokens.start();
    const token = await tokens.issue({ id, role: 'COUNSELLOR' });
    const otherToken = await tokens.issue({ id: other, role: 'COUNSELLOR' });
    expect(await queriesOf(() => tokens.verify(token))).toBe(0);

    link.deaf = true;
    for (const h of link.handlers) h.onLost?.();
    // Changes made meanwhile are not heard, but met: each check asks the database.
    await t.database.query(`update users set role = 'ADMIN' where id = $1`, [id]);
    await t.database.query('update users set disabled_at = now() where id = $1', [other]);
    expect(await queriesOf(() => tokens.verify(token))).toBeGreaterThan(0);
    expect(await tokens.verify(token)).toMatchObject({ role: 'ADMIN' });
    expect(await refusalOf(tokens.verify(otherToken))).toBe(STAFF_ACCOUNT_MESSAGES.accountDisabled);

    link.deaf = false;
    for (const h of link.handlers) h.onResync?.();
    await expect.poll(() => queriesOf(() => tokens.verify(token)), { timeout: 5000 }).toBe(0);
    expect(await tokens.verify(token)).toMatchObject({ role: 'ADMIN' });
    expect(await queriesOf(() => refusalOf(tokens.verify(otherToken)))).toBe(0);
    expect(await refusalOf(tokens.verify(otherToken))).toBe(STAFF_ACCOUNT_MESSAGES.accountDisabled);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL listener', () => {
  it('reloads after its connection is killed: a change made while it was down is met', async () => {
    const id = await sqlAccount('COUNSELLOR');
    const token = await t.app.tokens.issue({ id, role: 'COUNSELLOR' });
    await t.app.tokens.catchUp();
    expect(await t.app.tokens.verify(token)).toMatchObject({ role: 'COUNSELLOR' });

    const listeners = async () =>
      (
        await t.database.query(
          `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
        )
      ).rows.map((row) => Number(row.pid));
    const [pid] = await listeners();
    expect(pid).toEqual(expect.any(Number));
    await t.database.query('select pg_terminate_backend($1)', [pid]);
    await t.database.query('update users set disabled_at = now() where id = $1', [id]);

    await expect
      .poll(() => refusalOf(t.app.tokens.verify(token)), { timeout: 10_000 })
      .toBe(STAFF_ACCOUNT_MESSAGES.accountDisabled);
    // Listening again, and trusted again: the change was reloaded, so the check needs no query.
    await expect.poll(listeners, { timeout: 10_000 }).toHaveLength(1);
    await expect
      .poll(() => queriesOf(() => refusalOf(t.app.tokens.verify(token))), { timeout: 10_000 })
      .toBe(0);
  });
});
