import type { TReadiness } from '@portal/contract';
import type { TDatabase } from '../../db/client.ts';

/**
 * A database that does not answer `select 1` within this is down as far as a proxy is concerned. Under
 * 2 s with room for a busy event loop: a readiness answer must come within 2 s
 * (docs/decisions/0010-overload-and-health.md).
 */
export const DATABASE_PROBE_TIMEOUT_MS = 1000;

export type TReadinessDeps = {
  database: TDatabase;
  sessionsLive: () => boolean;
  shuttingDown: () => boolean;
  overloaded: () => boolean;
  connectionsFull: () => boolean;
};

/**
 * The checks of GET /api/health. Concurrent checks share one probe query, so a burst of health checks
 * (several proxies, or a proxy during an overload) costs the database one `select 1`.
 */
export function createReadiness(deps: TReadinessDeps, timeoutMs = DATABASE_PROBE_TIMEOUT_MS) {
  let probe: Promise<boolean> | undefined;

  function probeDatabase(): Promise<boolean> {
    probe ??= deps.database
      .query('select 1')
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        probe = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    return Promise.race([probe, timedOut]).finally(() => clearTimeout(timer));
  }

  return async function check(): Promise<TReadiness> {
    const databaseUp = await probeDatabase();
    const checks: TReadiness['checks'] = {
      database: databaseUp ? 'up' : 'down',
      sessions: deps.sessionsLive() ? 'live' : 'catching-up',
      process: deps.shuttingDown() ? 'shutting-down' : 'running',
      load: deps.overloaded() ? 'overloaded' : 'normal',
      connections: deps.connectionsFull() ? 'full' : 'available',
    };
    const ready =
      checks.database === 'up' &&
      checks.sessions === 'live' &&
      checks.process === 'running' &&
      checks.load === 'normal' &&
      checks.connections === 'available';
    return { status: ready ? 'ok' : 'unavailable', checks };
  };
}
