import { ZLiveness, ZReadiness } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadiness } from './readiness.ts';

const READINESS_RETRY_AFTER_SECONDS = 5;

/**
 * GET /api/health is the readiness check (what a proxy or an orchestrator's readiness probe asks:
 * may this instance get traffic now?); GET /api/health/live the liveness check (is the process
 * answering at all?), which never touches the database, so a slow or lost database never gets a
 * healthy process restarted.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const readiness = createReadiness({
    database: app.database,
    sessionsLive: () => app.tokens.isLive(),
    shuttingDown: () => app.availability.isShuttingDown(),
    overloaded: () => app.availability.isOverloaded(),
    connectionsFull: () => app.availability.isAtConnectionCap(),
  });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: may this instance get traffic?',
        description:
          '200 when the database answers `select 1` within 1 s, sessions are checked from live ' +
          'memory, the process is not shutting down, not shedding load and not at its connection ' +
          'cap; 503 (with Retry-After) ' +
          'otherwise. `checks` says which part failed. For load balancers and readiness probes.',
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (_request, reply) => {
      const answer = await readiness();
      if (answer.status === 'ok') return answer;
      return reply.code(503).header('retry-after', String(READINESS_RETRY_AFTER_SECONDS)).send(answer);
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: is the process answering?',
        description: 'Always 200 while the process can answer; checks nothing else (see GET /api/health).',
        response: { 200: ZLiveness },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
