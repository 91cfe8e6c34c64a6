import type { TDatabase } from '../db/client.ts';

/** A student's last activity is written at most this often: most calls only read the account. */
export const ACTIVITY_TOUCH_MS = 10 * 60 * 1000;

type TLog = { warn: (object: object, message: string) => void };

/**
 * Staff see when a student last used the portal. A call only notes the time here; the notes are
 * written in one statement for every student every few seconds (and on close or flush()), and only
 * where the stored time is more than ACTIVITY_TOUCH_MS older, so a newer time is never put back.
 */
export function createActivityTracker(
  database: TDatabase,
  options: { log: TLog; onStored: (id: number, storedAt: number) => void },
) {
  /** Student id → the time of the call that found its stored activity stale. */
  let noted = new Map<number, number>();
  let flushing: Promise<void> | null = null;

  /** `storedAt`: the stored time as known here (null: not known, the write's condition decides). */
  function touch(id: number, storedAt: number | null, now: number): void {
    if (noted.has(id)) return;
    if (storedAt !== null && storedAt >= now - ACTIVITY_TOUCH_MS) return;
    noted.set(id, now);
  }

  async function writeOut(): Promise<void> {
    if (noted.size === 0) return;
    const batch = noted;
    noted = new Map();
    // In id order, so two instances' overlapping batches lock rows in one order (no deadlock).
    const rows = [...batch]
      .sort(([a], [b]) => a - b)
      .map(([id, at]) => ({
        id,
        at: new Date(at).toISOString(),
        stale_before: new Date(at - ACTIVITY_TOUCH_MS).toISOString(),
      }));
    try {
      // Answers the stored time of every student of the batch, written or not, so this instance
      // knows it until the next stale call.
      const { rows: stored } = await database.query(
        `with noted as (
           select * from json_to_recordset($1::json) as n(id int, at timestamptz, stale_before timestamptz)
         ), written as (
           update users set last_activity_at = noted.at from noted
           where users.id = noted.id and users.last_activity_at < noted.stale_before
           returning users.id, users.last_activity_at
         )
         select users.id,
                (extract(epoch from coalesce(written.last_activity_at, users.last_activity_at)) * 1000)::float8 as at
         from users join noted on noted.id = users.id left join written on written.id = users.id`,
        [JSON.stringify(rows)],
      );
      for (const row of stored) options.onStored(Number(row.id), Number(row.at));
    } catch (error) {
      // Kept for the next round unless a newer note came meanwhile.
      for (const [id, at] of batch) if (!noted.has(id)) noted.set(id, at);
      options.log.warn({ err: error }, 'last activity not written; retried on the next flush');
    }
  }

  /** Writes every note taken so far; concurrent calls share a write and wait for the notes after it. */
  async function flush(): Promise<void> {
    while (flushing !== null) await flushing;
    if (noted.size === 0) return;
    flushing = writeOut().finally(() => {
      flushing = null;
    });
    await flushing;
  }

  return { touch, flush };
}

export type TActivityTracker = ReturnType<typeof createActivityTracker>;
