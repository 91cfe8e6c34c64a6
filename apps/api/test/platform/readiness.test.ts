import { ZReadiness } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

/** GET /api/health is a readiness check: 503 when this instance should get no traffic. */
describe('readiness', () => {
  it('is 503 with database "down" while the database is gone, and liveness stays 200', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The database really closed (on PostgreSQL: the pool ended, every query refused).
      await t.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(ZReadiness.parse(res.json())).toMatchObject({
        status: 'unavailable',
        checks: { database: 'down', process: 'running' },
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      // Closing an app whose database is gone fails (its listeners cannot unlisten): expected here.
      await t.close().catch(() => {});
    }
  });

  it('answers 503 while shutting down with the same security headers and no-store as any answer', async () => {
    const t = await createTestApp();
    try {
      t.app.availability.beginShutdown();
      const res = await t.app.inject({ method: 'GET', url: '/api/profile' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await t.close();
    }
  });
});
