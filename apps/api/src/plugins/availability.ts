import underPressure from '@fastify/under-pressure';
import {
  AVAILABILITY_MESSAGES,
  OVERLOAD_RETRY_AFTER_SECONDS,
  SHUTDOWN_RETRY_AFTER_SECONDS,
  type TApiError,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    availability: TAvailability;
  }
}

export type TAvailability = {
  /** SIGTERM: from now on every answer closes its connection and new requests get 503. */
  beginShutdown: () => void;
  isShuttingDown: () => boolean;
  /** A limit of config.pressure is passed (at the last sample, once a second). */
  isOverloaded: () => boolean;
  /** Resolves once no request is being handled, or after `timeoutMs`; true if none is left. */
  settled: (timeoutMs: number) => Promise<boolean>;
};

/** The health checks answer for themselves (readiness says why it is 503; liveness stays 200). */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/health/live']);

const SAMPLE_INTERVAL_MS = 1000;
const SHED_WARNING_EVERY_MS = 10_000;
const isHealthCheck = (request: FastifyRequest) => HEALTH_PATHS.has(request.routeOptions.url ?? '');

const unavailable = (message: string, debugMessage: string): TApiError => ({
  status: 'SERVICE_UNAVAILABLE',
  message,
  debugMessage,
});

/**
 * Availability (issue 16, items 12 and 13): requests are shed with an immediate 503 + Retry-After
 * while the process is overloaded (@fastify/under-pressure: event-loop delay, event-loop
 * utilisation, heap, RSS), so they do not queue for seconds; and during a shutdown a request that
 * still arrives on an open connection is refused the same way while those in flight finish.
 */
async function availabilityPlugin(app: FastifyInstance) {
  let shuttingDown = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  const counted = new WeakSet<FastifyRequest>();

  // Counted from the first hook to the answer (onSend runs for every answer, errors included, even
  // when the client has gone): the database is closed only once nothing is using it.
  app.addHook('onRequest', async (request, reply) => {
    inFlight += 1;
    counted.add(request);
    if (shuttingDown && !isHealthCheck(request)) {
      reply
        .code(503)
        .header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECONDS))
        .send(unavailable(AVAILABILITY_MESSAGES.shuttingDown, 'The server is shutting down'));
      return reply;
    }
  });
  app.addHook('onSend', async (request, reply) => {
    // Keep-alive connections end with their answer, so the server can close without cutting any.
    if (shuttingDown) reply.header('connection', 'close');
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) onIdle?.();
  });

  const pressure = app.config.pressure;
  let warnedAt = 0;
  if (pressure) {
    await app.register(underPressure, {
      sampleInterval: SAMPLE_INTERVAL_MS,
      maxEventLoopDelay: pressure.maxEventLoopDelayMs,
      maxEventLoopUtilization: pressure.maxEventLoopUtilization,
      // The last second's utilisation, not the average since the process started.
      eventLoopUtilizationMode: 'interval',
      maxHeapUsedBytes: pressure.maxHeapUsedBytes,
      maxRssBytes: pressure.maxRssBytes,
      pressureHandler: (request, reply, type, value) => {
        if (isHealthCheck(request)) return;
        // Once per period, not per request: an overload must not also flood the log.
        if (Date.now() - warnedAt > SHED_WARNING_EVERY_MS) {
          warnedAt = Date.now();
          app.log.warn({ type, value }, 'overloaded: shedding requests with 503');
        }
        reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
        // under-pressure sends what the handler returns (its types say void).
        return unavailable(
          AVAILABILITY_MESSAGES.overloaded,
          `Overloaded: ${type} is ${Math.round(value ?? 0)}`,
        ) as unknown as undefined;
      },
    });
  }

  const availability: TAvailability = {
    beginShutdown: () => {
      shuttingDown = true;
    },
    isShuttingDown: () => shuttingDown,
    isOverloaded: () => (pressure ? app.isUnderPressure() : false),
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
