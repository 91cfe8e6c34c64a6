import {
  AVAILABILITY_MESSAGES,
  OVERLOAD_RETRY_AFTER_SECONDS,
  SHUTDOWN_RETRY_AFTER_SECONDS,
  type TApiError,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAdmissionLimit } from '../lib/admission-limit.ts';
import { guardConnections, type TConnectionGuard } from '../lib/connection-guard.ts';
import { createPressureMonitor } from '../lib/pressure-monitor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    availability: TAvailability;
  }
}

export type TAvailability = {
  /** SIGTERM: from now on every answer closes its connection and new requests get 503. */
  beginShutdown: () => void;
  isShuttingDown: () => boolean;
  /** A limit of config.pressure is passed (at the last sample, or requests in flight right now). */
  isOverloaded: () => boolean;
  /** The connection cap (config.maxConnections) was reached within the last few seconds. */
  isAtConnectionCap: () => boolean;
  /** Resolves once no request is being handled, or after `timeoutMs`; true if none is left. */
  settled: (timeoutMs: number) => Promise<boolean>;
};

/** The health checks answer for themselves (readiness says why it is 503; liveness stays 200). */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/health/live']);

const SAMPLE_INTERVAL_MS = 1000;
/** Admitted requests should be answered within about this (median); see lib/admission-limit.ts. */
const ADMISSION_TARGET_MS = 1000;
const SHED_WARNING_EVERY_MS = 10_000;
const isHealthCheck = (request: FastifyRequest) => HEALTH_PATHS.has(request.routeOptions.url ?? '');

const unavailable = (message: string, debugMessage: string): TApiError => ({
  status: 'SERVICE_UNAVAILABLE',
  message,
  debugMessage,
});

/**
 * Availability (docs/decisions/0010-overload-and-health.md): requests are shed with an
 * immediate 503 + Retry-After while the process is overloaded (too many requests in flight right now,
 * or at the last sample event-loop delay, event-loop utilisation, heap or RSS past a limit:
 * lib/pressure-monitor.ts), so they do not queue for seconds; the health checks are never shed; and
 * during a shutdown a request that still arrives on an open connection is refused the same way while
 * those in flight finish. The connections are capped below the descriptor limit (lib/connection-guard.ts).
 */
async function availabilityPlugin(app: FastifyInstance) {
  let shuttingDown = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  const counted = new WeakSet<FastifyRequest>();

  // Counted from the first hook to the answer (onSend runs for every answer, errors included, even
  // when the client has gone): the database is closed only once nothing is using it.
  // Callback hooks, not async ones: every request passes here, and a promise per hook is work for nothing.
  app.addHook('onRequest', (request, reply, done) => {
    inFlight += 1;
    counted.add(request);
    if (shuttingDown && !isHealthCheck(request)) {
      // Answered here: done() is not called, so no later hook or handler runs.
      reply
        .code(503)
        .header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECONDS))
        .send(unavailable(AVAILABILITY_MESSAGES.shuttingDown, 'The server is shutting down'));
      return;
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Keep-alive connections end with their answer, so the server can close without cutting any.
    if (shuttingDown) reply.header('connection', 'close');
    if (counted.delete(request)) {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    }
    done(null, payload);
  });

  const pressure = app.config.pressure;
  const monitor = pressure ? createPressureMonitor(pressure, SAMPLE_INTERVAL_MS) : undefined;
  if (monitor) app.addHook('onClose', async () => monitor.stop());
  const admission = pressure?.maxRequestsInFlight
    ? createAdmissionLimit(pressure.maxRequestsInFlight, ADMISSION_TARGET_MS)
    : undefined;
  if (admission) {
    const timer = setInterval(admission.adjust, SAMPLE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  /** Requests being answered now, health checks not counted: the queue an ordinary request joins. */
  let ordinaryInFlight = 0;
  const admittedAt = new WeakMap<FastifyRequest, number>();
  const overload = () => {
    if (admission && ordinaryInFlight >= admission.current())
      return { type: 'requestsInFlight', value: ordinaryInFlight };
    return monitor?.overload();
  };
  let warnedAt = 0;
  if (pressure) {
    app.addHook('onRequest', (request, reply, done) => {
      if (isHealthCheck(request)) return done();
      const passed = overload();
      if (!passed) {
        ordinaryInFlight += 1;
        admittedAt.set(request, performance.now());
        return done();
      }
      // Once per period, not per request: an overload must not also flood the log.
      if (Date.now() - warnedAt > SHED_WARNING_EVERY_MS) {
        warnedAt = Date.now();
        app.log.warn(passed, 'overloaded: shedding requests with 503');
      }
      reply
        .code(503)
        .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
        .send(
          unavailable(
            AVAILABILITY_MESSAGES.overloaded,
            `Overloaded: ${passed.type} is ${Math.round(passed.value)}`,
          ),
        );
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      const startedAt = admittedAt.get(request);
      if (startedAt !== undefined) {
        admittedAt.delete(request);
        ordinaryInFlight -= 1;
        admission?.finished(performance.now() - startedAt);
      }
      done(null, payload);
    });
  }

  const maxConnections = app.config.maxConnections;
  const connections: TConnectionGuard | undefined = maxConnections
    ? guardConnections(app.server, maxConnections, app.log)
    : undefined;

  const availability: TAvailability = {
    beginShutdown: () => {
      shuttingDown = true;
    },
    isShuttingDown: () => shuttingDown,
    isOverloaded: () => overload() !== undefined,
    isAtConnectionCap: () => connections?.isFull() ?? false,
    settled: (timeoutMs) => {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(inFlight === 0), timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
  };
  app.decorate('availability', availability);
  // app.close() from anywhere (a test, a signal) counts as shutting down.
  app.addHook('preClose', async () => availability.beginShutdown());
}

export default fp(availabilityPlugin, { name: 'availability' });
