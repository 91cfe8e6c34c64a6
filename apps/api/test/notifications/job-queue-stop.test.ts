import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type TDatabase } from '../../src/db/client.ts';
import { createJobQueue } from '../../src/lib/job-queue.ts';

/**
 * The server closes the database as soon as the queue's stop() resolves: a job whose fetch was still in
 * flight when stop() began must be handled, and completed, before then, or its handler and pg-boss's
 * completing query run on a closed database (an unhandled rejection that fails the process's tests).
 */
describe('stopping the job queue while a worker is fetching', () => {
  let database: TDatabase;
  let slowFetch: { started: () => void; delayMs: number } | undefined;
  let stopResolved = false;
  const queriesAfterStop: string[] = [];

  beforeAll(async () => {
    const inner = await openPglite({ memory: true });
    const observe = <T>(text: string, run: () => Promise<T>): Promise<T> => {
      if (stopResolved) queriesAfterStop.push(text.slice(0, 60));
      const fetch = slowFetch;
      if (!fetch || !/SKIP LOCKED/i.test(text)) return run();
      slowFetch = undefined;
      fetch.started();
      return new Promise((resolve) => setTimeout(resolve, fetch.delayMs)).then(run);
    };
    database = {
      ...inner,
      query: (text, params) => observe(text, () => inner.query(text, params)),
      script: (text) => observe(text, () => inner.script(text)),
    };
  });

  afterAll(async () => {
    await database.close();
  });

  it('waits for the fetched job to be handled and completed before it resolves', async () => {
    const queue = createJobQueue(database, {
      queues: [{ name: 'slow-fetch', options: { retryLimit: 0 } }],
      onError: () => {},
    });
    await queue.start();
    await queue.boss.send('slow-fetch', { n: 1 });

    const handled: { afterStop: boolean }[] = [];
    const fetchStarted = new Promise<void>((resolve) => {
      slowFetch = { started: resolve, delayMs: 300 };
    });
    await queue.work('slow-fetch', { pollSeconds: 30 }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      handled.push({ afterStop: stopResolved });
    });
    await fetchStarted;

    await queue.stop(1000);
    stopResolved = true;
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(handled).toEqual([{ afterStop: false }]);
    expect(queriesAfterStop).toEqual([]);
    const { rows } = await database.query(
      "select state::text as state from pgboss.job where name = 'slow-fetch'",
    );
    expect(rows).toEqual([{ state: 'completed' }]);
  });
});
