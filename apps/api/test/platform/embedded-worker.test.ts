import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPglite, type TDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { TEST_CONFIG } from '../helpers/bare-app.ts';

/** Serves `database` over real HTTP on a free port, as server.ts does. */
async function serve(database: TDatabase, dataDir: string): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ config: { ...TEST_CONFIG, dataDir }, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: address };
}

// Liveness: the main thread's answer alone (readiness would also wait for the database's turn).
const health = async (base: string) => {
  const startedAt = performance.now();
  const res = await fetch(`${base}/api/health/live`);
  expect(res.status).toBe(200);
  return performance.now() - startedAt;
};

/** Times GET /api/health back to back (20 ms apart) for as long as the query `slow` starts runs. */
async function healthTimesDuring(base: string, slow: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await health(base); // a warm connection and route
  let done = false;
  const running = slow().finally(() => {
    done = true;
  });
  const times: number[] = [];
  do {
    times.push(await health(base));
    await new Promise((r) => setTimeout(r, 20));
  } while (!done);
  await running;
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const SLOW_QUERY = 'select pg_sleep(1.5)';

// The server's embedded database (a folder) runs PGlite in a worker thread; skipped in the PostgreSQL
// run (npm run test:pg), which has no embedded database.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the embedded database in its worker thread',
  {
    timeout: 120_000,
  },
  () => {
    let dataDir: string;
    let database: TDatabase;
    let app: FastifyInstance;
    let base: string;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-worker-'));
      database = await openPglite({ dataDir });
      await migrateDatabase(database);
      ({ app, base } = await serve(database, dataDir));
    }, 180_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('answers health checks within 100 ms while a 1.5 s query runs', async () => {
      const times = await healthTimesDuring(base, () => database.query(SLOW_QUERY));
      // About 1.5 s / (20 ms + an answer): dozens of answers; a stalled server would give one.
      expect(times.length).toBeGreaterThanOrEqual(10);
      expect(median(times)).toBeLessThan(100);
    });

    it('hears NOTIFY at commit, in order, from plain queries and from transactions', async () => {
      const heard: string[] = [];
      const stop = await database.listen('portal_test', { onMessage: (payload) => heard.push(payload) });
      await database.query(`select pg_notify('portal_test', 'one')`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('portal_test', 'two')`);
        // Not before the commit.
        expect(heard).toEqual(['one']);
      });
      await expect.poll(() => heard).toEqual(['one', 'two']);
      await stop();
      await database.query(`select pg_notify('portal_test', 'after stop')`);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual(['one', 'two']);
    });

    it('hears the triggers of migration 0009 (a revoked token announced with its expiry)', async () => {
      const heard: string[] = [];
      const stop = await database.listen('portal_revocations', {
        onMessage: (payload) => heard.push(payload),
      });
      await database.query(
        `insert into revoked_tokens (jti, expires_at) values ('worker-jti', now() + interval '1 hour')`,
      );
      await expect
        .poll(() => heard.map((payload) => JSON.parse(payload)))
        .toEqual([{ jti: 'worker-jti', expiresAt: expect.any(String) }]);
      await stop();
    });

    it('keeps concurrent transactions apart (one connection: each runs whole, none sees another half-done)', async () => {
      await database.query('create table tally (id int primary key, n int not null)');
      await database.query('insert into tally values (1, 0)');
      // Read-modify-write in 20 concurrent transactions: interleaved, they would lose increments.
      await Promise.all(
        Array.from({ length: 20 }, () =>
          database.db.transaction(async (tx) => {
            const { rows } = (await tx.execute(sql`select n from tally where id = 1`)) as unknown as {
              rows: { n: number }[];
            };
            await tx.execute(sql`update tally set n = ${Number(rows[0]?.n) + 1} where id = 1`);
          }),
        ),
      );
      const { rows } = await database.query('select n from tally where id = 1');
      expect(rows).toEqual([{ n: 20 }]);
    });

    it('starts a replaced connection clean: named statements are prepared again, still heard', async () => {
      const seen: string[] = [];
      const stop = await database.listen('replaced_check', { onMessage: (payload) => seen.push(payload) });
      const byId = database.db
        .select({ n: sql<number>`${sql.placeholder('n')}::int + 1` })
        .from(sql`(select 1) as one`)
        .prepare('replaced_connection_check');
      expect(await byId.execute({ n: 1 })).toEqual([{ n: 2 }]);
      // A failed unit of work drops its connection; PGlite's single session outlives it.
      await expect(
        database.withConnection(async () => {
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await byId.execute({ n: 2 })).toEqual([{ n: 3 }]);
      await database.query(`select pg_notify('replaced_check', 'after')`);
      await expect.poll(() => seen).toEqual(['after']);
      await stop();
    });
  },
);

// The contrast, so the first test above can fail: PGlite in this thread (as the test suite's in-memory
// copies run) holds every request while its query runs.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'PGlite in the main thread, for contrast',
  { timeout: 120_000 },
  () => {
    it('stalls health checks for as long as a slow query runs', async () => {
      const database = await openPglite({ memory: true });
      const { app, base } = await serve(database, os.tmpdir());
      try {
        const times = await healthTimesDuring(base, () => database.query(SLOW_QUERY));
        expect(times.length).toBeLessThanOrEqual(2);
        expect(Math.max(...times)).toBeGreaterThan(1000);
      } finally {
        await app.close();
        await database.close();
      }
    });
  },
);
