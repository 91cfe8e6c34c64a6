import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every answer unless its route chose otherwise (ASVS V14.3.2): the
 * profile (passport number), the sign-in answer (the token), document lists, staff calls and the
 * errors of all of them must never be kept by a browser's disk cache or a proxy. No-store by default
 * rather than per route, so a new route is private until it says otherwise. The routes that do:
 * the catalogue (`private, no-cache` with an ETag, lib/cached-reply.ts: no student's data, the same
 * bytes for everyone), the public university art, the web app's pages and assets (plugins/web.ts).
 *
 * Set on the raw response at onRequest, as the security headers are: a route's reply.header() wins
 * when the answer is written, and no hook runs per answer. The HTTP parser's own refusals, which no
 * hook sees, carry it too (plugins/client-errors.ts).
 */
export const DEFAULT_CACHE_CONTROL = 'no-store';

async function noStorePlugin(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('cache-control', DEFAULT_CACHE_CONTROL);
    done();
  });
}

export default fp(noStorePlugin, { name: 'no-store' });
