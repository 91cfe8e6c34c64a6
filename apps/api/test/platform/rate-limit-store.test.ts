import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { EVENT_LOOKUP_RATE_LIMIT } from '../../src/modules/events/routes.ts';
import { countHit } from '../../src/plugins/rate-limit.ts';
import { useSecondInstance, useTestApp } from '../helpers/test-app.ts';

/** The rate limits count in the database (rate_limit_hits), so every instance on it shares them. */
const t = useTestApp();
const other = useSecondInstance(t);

const lookup = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/event-registration/event', query: { eventCode: 'AUR' }, remoteAddress });

describe('rate limits in the database', () => {
  it('counts concurrent hits on one key exactly once each (one atomic upsert per hit)', async () => {
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countHit(t.app.db, 'test|concurrent', now, 60_000)),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(new Set(results.map((r) => r.resetAt.getTime())).size).toBe(1);
  });

  it('starts a new window once the stored one has passed', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    expect((await countHit(t.app.db, 'test|window', start, 60_000)).hits).toBe(1);
    const second = await countHit(t.app.db, 'test|window', new Date(start.getTime() + 59_000), 60_000);
    expect(second).toEqual({ hits: 2, resetAt: new Date(start.getTime() + 60_000) });
    const later = new Date(start.getTime() + 60_000);
    expect(await countHit(t.app.db, 'test|window', later, 60_000)).toEqual({
      hits: 1,
      resetAt: new Date(later.getTime() + 60_000),
    });
  });

  it("shares a route's per-IP budget between two instances on one database", async () => {
    const ip = '10.77.0.1';
    const half = Math.ceil(EVENT_LOOKUP_RATE_LIMIT.max / 2);
    for (let i = 0; i < half; i++) expect((await lookup(t.app, ip)).statusCode).toBe(200);
    for (let i = half; i < EVENT_LOOKUP_RATE_LIMIT.max; i++)
      expect((await lookup(other.app, ip)).statusCode).toBe(200);
    const refused = await lookup(t.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().debugMessage).toMatch(/^Too many requests/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup(other.app, ip)).statusCode).toBe(429);
    // Another address, and the same address on another route, have their own counters.
    expect((await lookup(other.app, '10.77.0.2')).statusCode).toBe(200);
    const generate = await t.app.inject({
      method: 'POST',
      url: '/otp/generate',
      query: { mobileNumber: '9876500001' },
      remoteAddress: ip,
    });
    expect(generate.statusCode).toBe(200);
  });

  it('deletes expired counters when a new window starts', async () => {
    await t.database.query(
      `insert into rate_limit_hits (key, hits, reset_at) values ('test|expired', 5, now() - interval '1 hour')`,
    );
    // A fresh instance prunes on its first new window.
    const fresh = await buildApp({ config: t.app.config, database: t.database, clock: t.app.clock });
    try {
      expect((await lookup(fresh, '10.77.0.9')).statusCode).toBe(200);
      let left = 1;
      for (let i = 0; i < 50 && left > 0; i++) {
        const { rows } = await t.database.query(`select 1 from rate_limit_hits where key = 'test|expired'`);
        left = rows.length;
        if (left) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(left).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
