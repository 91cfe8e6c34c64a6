import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';

/**
 * Reads pg-boss's own tables (schema pgboss) for the admin's queue page. pg-boss 10.4.2 answers a
 * queue's size (getQueueSize: jobs before `active`) and one job by id, but lists no failed jobs and
 * counts no states per queue with a time window, so this file asks its job table directly. Columns as
 * pg-boss 10.4.2 creates them (node_modules/pg-boss/src/plans.js, createTableJob): id, name, data,
 * state (created < retry < active < completed < cancelled < failed), retry_count, start_after,
 * completed_on (also set when a job fails for good) and output (the thrown error, serialized).
 * Failed jobs stay in pgboss.job for archiveFailedAfterSeconds (lib/job-queue.ts) and are retryable there;
 * after that they move to pgboss.archive, where boss.retry no longer reaches them, so they are not listed.
 * Times are the database's (now()), as pg-boss's own are.
 */

type TCountRow = {
  name: string;
  waiting: number;
  scheduled: number;
  active: number;
  retrying: number;
  failed: number;
  failed_last_day: number;
  completed_last_day: number;
};

export type TJobCounts = {
  waiting: number;
  scheduled: number;
  active: number;
  retrying: number;
  failed: number;
  failedLastDay: number;
  completedLastDay: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const namesIn = (names: readonly string[]) =>
  sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );

/** Counts per state of each queue named, in that order (a queue without jobs answers zeros). */
export async function countJobs(
  db: TDb,
  names: readonly string[],
): Promise<({ name: string } & TJobCounts)[]> {
  const result = await db.execute(sql`
    select name,
      (count(*) filter (where state = 'created' and start_after <= now()))::int as waiting,
      (count(*) filter (where state = 'created' and start_after > now()))::int as scheduled,
      (count(*) filter (where state = 'active'))::int as active,
      (count(*) filter (where state = 'retry'))::int as retrying,
      (count(*) filter (where state = 'failed'))::int as failed,
      (count(*) filter (where state = 'failed' and completed_on > now() - interval '24 hours'))::int
        as failed_last_day,
      (count(*) filter (where state = 'completed' and completed_on > now() - interval '24 hours'))::int
        as completed_last_day
    from pgboss.job
    where name in (${namesIn(names)})
    group by name`);
  return names.map((name) => {
    const row = rowsOf<TCountRow>(result).find((candidate) => candidate.name === name);
    return {
      name,
      waiting: Number(row?.waiting ?? 0),
      scheduled: Number(row?.scheduled ?? 0),
      active: Number(row?.active ?? 0),
      retrying: Number(row?.retrying ?? 0),
      failed: Number(row?.failed ?? 0),
      failedLastDay: Number(row?.failed_last_day ?? 0),
      completedLastDay: Number(row?.completed_last_day ?? 0),
    };
  });
}

export type TFailedJob = {
  id: string;
  queue: string;
  data: unknown;
  output: unknown;
  /** Runs so far: the first one and each retry. */
  attempts: number;
  failedAt: Date;
};

/** The last `limit` failed jobs of the queues named, newest first. */
export async function lastFailedJobs(
  db: TDb,
  names: readonly string[],
  limit: number,
): Promise<TFailedJob[]> {
  const result = await db.execute(sql`
    select id::text as id, name, data, output, retry_count + 1 as attempts, completed_on
    from pgboss.job
    where name in (${namesIn(names)}) and state = 'failed'
    order by completed_on desc, id
    limit ${limit}`);
  return rowsOf<{
    id: string;
    name: string;
    data: unknown;
    output: unknown;
    attempts: number;
    completed_on: Date | string;
  }>(result).map((row) => ({
    id: row.id,
    queue: row.name,
    data: row.data,
    output: row.output,
    attempts: Number(row.attempts),
    failedAt: new Date(row.completed_on),
  }));
}

/**
 * A job of the queues named with its state, locked until tx ends (two admins retrying at once: one wins),
 * or undefined when pgboss.job has none (never made, another queue's, or archived).
 */
export async function lockJob(
  tx: TDb,
  names: readonly string[],
  id: string,
): Promise<{ queue: string; state: string } | undefined> {
  const result = await tx.execute(sql`
    select name, state::text as state from pgboss.job
    where name in (${namesIn(names)}) and id = ${id}::uuid
    for update`);
  const [row] = rowsOf<{ name: string; state: string }>(result);
  return row && { queue: row.name, state: row.state };
}

/** The database's time, which every count above is relative to. */
export async function databaseNow(db: TDb): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(await db.execute(sql`select now() as now`));
  return new Date(row?.now ?? Date.now());
}
