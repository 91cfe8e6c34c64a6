import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZReadiness } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnPostgres, startPortal, type TPortalProcess } from '../helpers/portal-process.ts';

/**
 * A real portal process on a PostgreSQL server that is then stopped (npm run test:pg only: it needs
 * a cluster of its own to stop): readiness turns 503 with database "down" in its health check's
 * time, while liveness stays 200.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'readiness when PostgreSQL stops',
  { timeout: 120_000 },
  () => {
    let dataDir: string;
    let postgres: { url: string; stop: () => void } | undefined;
    let portal: TPortalProcess;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-readiness-'));
      postgres = await startOwnPostgres();
      portal = await startPortal({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
    }, 120_000);

    afterAll(async () => {
      portal?.child.kill('SIGKILL');
      await portal?.exited;
      postgres?.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('answers 503 "database down" once the server is gone', async () => {
      const before = await fetch(`${portal.base}/api/health`);
      expect(before.status).toBe(200);
      postgres?.stop();
      const startedAt = Date.now();
      const res = await fetch(`${portal.base}/api/health`);
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      expect(res.status).toBe(503);
      expect(ZReadiness.parse(await res.json()).checks.database).toBe('down');
      expect((await fetch(`${portal.base}/api/health/live`)).status).toBe(200);
    });
  },
);
