import { z } from 'zod';

/**
 * Overload, shutdown and health (docs/decisions/0010-overload-and-health.md). An instance that cannot serve a
 * request in good time answers 503 at once with Retry-After, so the client (or the proxy) tries again later
 * or elsewhere, instead of the request waiting for seconds in a queue.
 */
export const AVAILABILITY_MESSAGES = {
  overloaded: 'The portal is very busy right now. Please try again in a few seconds.',
  shuttingDown: 'This server is restarting. Please try again in a few seconds.',
} as const;

/** Seconds a client is asked to wait (Retry-After) after an overload or shutdown 503. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;
export const SHUTDOWN_RETRY_AFTER_SECONDS = 2;

/** GET /api/health/live: the process answers (it says nothing of the database). Always 200. */
export const ZLiveness = z.object({ status: z.literal('ok') });
export type TLiveness = z.infer<typeof ZLiveness>;

/**
 * GET /api/health, the readiness check a proxy uses: 200 `status: 'ok'` when every check passes,
 * 503 `status: 'unavailable'` otherwise, naming the checks that failed.
 */
export const ZReadiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    /** A `select 1` answered within the health check's timeout. */
    database: z.enum(['up', 'down']),
    /** Sessions are checked from memory kept current by the database's notifications. */
    sessions: z.enum(['live', 'catching-up']),
    /** Not shutting down (SIGTERM received: finishing in-flight requests). */
    process: z.enum(['running', 'shutting-down']),
    /** Not shedding load (too many requests in flight, event-loop delay or memory above its limit). */
    load: z.enum(['normal', 'overloaded']),
    /** Not at its connection cap (idle connections were closed or new ones dropped in the last 5 s). */
    connections: z.enum(['available', 'full']),
  }),
});
export type TReadiness = z.infer<typeof ZReadiness>;
