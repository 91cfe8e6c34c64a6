import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { TJobTiming } from '../config/env.ts';
import type { TDatabase, TDb } from '../db/client.ts';

/**
 * The durable job queue: pg-boss on the portal's own database (schema `pgboss`), embedded or PostgreSQL,
 * shared by every instance (jobs are taken with FOR UPDATE SKIP LOCKED). pg-boss runs all its SQL
 * through the portal's connection (its `db` option), so on the embedded database it goes through the one
 * connection everything else uses, and `inTransaction(tx)` makes a job part of the caller's transaction:
 * a job is written exactly when the change that causes it commits.
 *
 * Why pg-boss 10 and not 11/12 or graphile-worker: docs/decisions/0022-notifications.md.
 */
export type TJobQueue = {
  boss: PgBoss;
  /** pg-boss's `db` option for a drizzle transaction: a job sent with it commits or rolls back with tx. */
  inTransaction: (tx: TDb) => PgBoss.Db;
  start: () => Promise<void>;
  /**
   * A worker for `name` that takes the next job at once while there are jobs (pg-boss alone waits a whole
   * polling interval after every batch: one job a second), and polls every pollSeconds when idle.
   */
  work: <T>(
    name: string,
    options: { pollSeconds: number },
    handler: (job: PgBoss.Job<T>) => Promise<unknown>,
  ) => Promise<string>;
  /** Waits up to graceMs for jobs in hand, then stops (a job still running is failed and retried later). */
  stop: (graceMs?: number) => Promise<void>;
};

export type TQueueDefinition = { name: string; options: Omit<PgBoss.Queue, 'name'> };

export type TJobQueueOptions = {
  queues: readonly TQueueDefinition[];
  /** Log sink for pg-boss's background errors (maintenance, polling); never throws. */
  onError: (error: unknown) => void;
  /** Replaces every queue's expiry and retry delay (config JOB_EXPIRE_SECONDS, JOB_RETRY_DELAY_SECONDS). */
  timing?: TJobTiming | undefined;
};

/** pg-boss's default look for expired jobs; a shorter expiry makes it look more often (at least every second). */
const MAINTENANCE_SECONDS = 30;

/**
 * Turns pg-boss's `$1`-numbered SQL into a drizzle query with the same parameters, so tx can run it.
 * Undefined becomes null, as node-postgres sends it (drizzle would leave the parameter out). Each value
 * is one parameter: drizzle would spread an array (pg-boss's `$2::uuid[]` of retry, complete, fail)
 * into a list of parameters.
 */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`,
  );
  return sql.join(chunks);
}

export function createJobQueue(database: TDatabase, options: TJobQueueOptions): TJobQueue {
  // pg-boss 10 does not await the query that completes or fails a job once its handler is done: stop()
  // can resolve while it is still in flight, and the database close after it would make it reject with
  // nobody listening. Every query it starts is kept until it settles, and stop() waits for them.
  // Its stop() also resolves while a worker's fetch is in flight: the job it returns is handed to the
  // handler afterwards. Handlers are kept the same way, and stop() waits until neither kind is left.
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  };
  const db: PgBoss.Db = {
    executeSql: (text, values) =>
      track(values && values.length > 0 ? database.query(text, values) : database.script(text)),
  };
  const boss = new PgBoss({
    db,
    schema: 'pgboss',
    // Creates or upgrades its own schema at start, under its own advisory lock (several instances may start at once).
    migrate: true,
    // Expires jobs held by a killed process, archives and deletes old ones.
    supervise: true,
    maintenanceIntervalSeconds: Math.max(
      1,
      Math.min(MAINTENANCE_SECONDS, Math.floor((options.timing?.expireSeconds ?? MAINTENANCE_SECONDS) / 2)),
    ),
    // No cron schedules: reminders are jobs with a start time, written with the booking.
    schedule: false,
    // Completed jobs stay a day in the job table (the admin page counts them), then a week in the archive.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    // Failed jobs stay a week where boss.retry reaches them: the admin page lists and retries them there.
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', options.onError);

  return {
    boss,
    inTransaction: (tx) => ({
      executeSql: async (text, values) => {
        const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] };
        return { rows: result.rows };
      },
    }),
    async start() {
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const { name, options: defaults } of options.queues) {
        const queueOptions = { ...defaults, ...timingOf(options.timing) };
        await retryingDeadlocks(() =>
          existing.has(name)
            ? boss.updateQueue(name, { name, ...queueOptions })
            : boss.createQueue(name, { name, ...queueOptions }),
        );
      }
    },
    async work(name, { pollSeconds }, handler) {
      let workerId = '';
      workerId = await boss.work<Parameters<typeof handler>[0]['data']>(
        name,
        { pollingIntervalSeconds: pollSeconds, batchSize: 1 },
        async ([job]) => {
          if (!job) return undefined;
          // A job was there: look again at once instead of after the polling interval.
          boss.notifyWorker(workerId);
          return track(handler(job));
        },
      );
      return workerId;
    },
    async stop(graceMs = 5000) {
      await boss.stop({ graceful: true, wait: true, timeout: graceMs, close: false });
      // A settled fetch hands its job to the handler a few microtasks later, and a settled handler
      // starts the query that completes its job: look again after each wait until nothing is left.
      do {
        await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight.size > 0);
    },
  };
}

function timingOf(timing: TJobTiming | undefined): Partial<PgBoss.Queue> {
  return {
    ...(timing?.expireSeconds ? { expireInSeconds: timing.expireSeconds } : {}),
    ...(timing?.retryDelaySeconds ? { retryDelay: timing.retryDelaySeconds } : {}),
  };
}

/**
 * Instances started together on an empty PostgreSQL database create the same queues at once, and
 * pg-boss's create_queue (a row, then a partition attached to the job table) can deadlock with itself:
 * PostgreSQL rolls one back. Run again, it finds the queue made (ON CONFLICT DO NOTHING) and is done.
 */
async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}
