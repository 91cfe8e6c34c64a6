import rateLimit from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../db/client.ts';
import { rateLimitHits } from '../db/platform-tables.ts';
import { tooManyRequests } from '../lib/app-error.ts';

type TRateLimitDeps = { db: TDb; clock: { now: () => Date }; log: FastifyInstance['log'] };
type TCount = { current: number; ttl: number };
type TIncrCallback = (error: Error | null, result?: TCount) => void;
/** What @fastify/rate-limit hands child(): the route's merged options, with the route itself. */
type TChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** Expired rows are deleted at most this often per instance, when a new window starts. */
const PRUNE_EVERY_MS = 60_000;

/**
 * One hit: a single atomic upsert counts it in the key's current window, or starts a new window when
 * the stored one has passed, so every instance on the database shares one count per key.
 */
export async function countHit(
  db: TDb,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ hits: number; resetAt: Date }> {
  const nowIso = now.toISOString();
  const nextReset = new Date(now.getTime() + windowMs).toISOString();
  const isOver = sql`${rateLimitHits.resetAt} <= ${nowIso}::timestamptz`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt: sql`${nextReset}::timestamptz` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${isOver} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${isOver} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { hits: row.hits, resetAt: new Date(row.resetAt) };
}

/** @fastify/rate-limit's `store` (a class it instantiates, then child() per route) over the database. */
function databaseStore(deps: TRateLimitDeps) {
  let lastPruneAt = 0;
  // Awaited by the hit that triggers it (once a minute per instance), so a delete computed from one
  // moment never lands after later windows were opened (tests move the clock back and forth).
  const prune = async (now: Date) => {
    if (now.getTime() - lastPruneAt < PRUNE_EVERY_MS) return;
    lastPruneAt = now.getTime();
    try {
      await deps.db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, now));
    } catch (error) {
      deps.log.warn({ err: error }, 'pruning rate_limit_hits failed');
    }
  };

  return class DatabaseRateLimitStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: TIncrCallback, timeWindow: number) {
      const now = deps.clock.now();
      countHit(deps.db, this.prefix + key, now, timeWindow)
        .then(async ({ hits, resetAt }) => {
          if (hits === 1) await prune(now);
          return { current: hits, ttl: Math.max(0, resetAt.getTime() - now.getTime()) };
        })
        .then((count) => callback(null, count), callback);
    }

    // One counter per route and client address, as the default in-memory store keeps them.
    child(routeOptions: TChildOptions) {
      const { method = '', url = '' } = routeOptions.routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${method} ${url}|`);
    }
  };
}

/**
 * The rate limiter routes opt into (`config.rateLimit`), counting in the database (table
 * rate_limit_hits), so the sign-in and event-lookup limits hold across every instance.
 */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore({ db: app.db, clock: app.clock, log: app.log }) as never,
    // RateLimit-Limit/-Remaining/-Reset (the IETF httpapi draft) rather than the X-RateLimit-* of
    // no standard: the names a standards-following client looks for (documented in the OpenAPI page).
    enableDraftSpec: true,
    // Thrown into the errors plugin, which answers every AppError as {status, message, debugMessage}.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooManyRequests(`Too many requests from this network. Try again in ${seconds} seconds.`);
    },
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
