import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TConfig } from '../../src/config/env.ts';
import { openPglite, openPostgres, type TDatabase } from '../../src/db/client.ts';
import type { TConsoleCacheOptions } from '../../src/lib/console-cache.ts';
import { createScratchDatabase } from './scratch-database.ts';

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase;
  /** The file every OTP of this app is appended to (one JSON line each). */
  otpOutbox: string;
  clock: { offsetMs: number; now: () => Date };
  /** The time session tokens are issued and judged by (apart from clock: see buildApp's sessionClock). */
  sessionClock: { offsetMs: number; now: () => Date };
  close: () => Promise<void>;
};

/**
 * A fresh app on a fresh database: an in-memory PGlite copied from the migrated, seeded template,
 * or, when TEST_DATABASE_URL is set (npm run test:pg), a new database in that PostgreSQL cluster.
 */
export async function createTestApp(
  overrides: Partial<TConfig> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => Promise<void>;
    /** Students' last activity is written only on app.tokens.flushActivity() unless this is set. */
    activityFlushMs?: number;
    /** Where the app's log lines go (set logLevel too). */
    logStream?: { write: (line: string) => void };
    /**
     * The staff console cache's timing (lib/console-cache.ts). Off when left out: most tests write
     * journey rows by SQL, as another instance would, and read the console at once; the cache's own
     * tests (test/staff/console-cache.test.ts) turn it on.
     */
    consoleCache?: TConsoleCacheOptions;
  } = {},
): Promise<TTestApp> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const { database, dropDatabase } = await openTestDatabase();
  const clock = {
    offsetMs: 0,
    now() {
      return new Date(Date.now() + this.offsetMs);
    },
  };
  const sessionClock = {
    offsetMs: 0,
    now() {
      return new Date(Date.now() + this.offsetMs);
    },
  };
  const config: TConfig = {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: tmp,
    databaseUrl: undefined,
    jwtSecret: undefined,
    otpOutbox: path.join(tmp, 'otp-outbox.jsonl'),
    otpWebhookUrl: undefined,
    logLevel: 'silent',
    trustProxy: false,
    inMemoryDb: true,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    clock: { now: () => clock.now() },
    sessionClock: { now: () => sessionClock.now() },
    activityFlushMs: options.activityFlushMs ?? 0,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    consoleCache: options.consoleCache ?? { freshMs: 0 },
  });
  // A test may add routes of its own (e.g. a module's routes with test-only options) before ready.
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    otpOutbox: config.otpOutbox ?? '',
    clock,
    sessionClock,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{ database: TDatabase; dropDatabase: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = await fs.readFile(inject('pgliteTemplate'));
    const database = await openPglite({ memory: true, loadDataDir: new Blob([template]) });
    return { database, dropDatabase: async () => {} };
  }
  const scratch = await createScratchDatabase(inject('postgresTemplate'));
  const database = await openPostgres(scratch.url);
  return { database, dropDatabase: scratch.drop };
}

/**
 * A fresh app for the whole test file: created before its first test, closed after its last, and
 * its clock put back to real time after every test. Use it at the top level of a test file.
 */
export function useTestApp(
  overrides: Partial<TConfig> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): TTestApp {
  const holder = {} as TTestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides, options));
  });
  afterEach(() => {
    if (holder.clock) holder.clock.offsetMs = 0;
    if (holder.sessionClock) holder.sessionClock.offsetMs = 0;
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/**
 * useTestApp for tests over real HTTP: the app listens on a free local port before the file's first
 * test (`server.base` is its address from then on) and is closed after its last.
 */
export function useListeningTestApp(
  overrides: Partial<TConfig> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): { t: TTestApp; server: { base: string } } {
  const t = useTestApp(overrides, options);
  const server = { base: '' };
  beforeAll(async () => {
    server.base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.app.close();
  });
  return { t, server };
}

/**
 * A second app (its own process state: caches, session state) on the test app's database and clock,
 * as a second instance behind a load balancer would be; `other.app` once the suite has started.
 */
export function useSecondInstance(t: TTestApp): { app: FastifyInstance } {
  const holder = {} as { app: FastifyInstance };
  beforeAll(async () => {
    holder.app = await buildApp({
      config: t.app.config,
      database: t.database,
      clock: t.app.clock,
      sessionClock: t.sessionClock,
    });
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.app?.close();
  });
  return holder;
}
