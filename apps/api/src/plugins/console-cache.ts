import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createConsoleCache, type TConsoleCache, type TConsoleCacheOptions } from '../lib/console-cache.ts';
import { appendOnSend, isWriteRoute } from './student-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff console's list, queue and board answers kept briefly (lib/console-cache.ts). */
    consoleCache: TConsoleCache;
  }
}

/**
 * Keeps the console cache truthful on this instance: every write route's answer (a staff member's payment,
 * status change or assignment, a student's sign-up, booking or upload), before it is sent, drops every kept
 * answer, so the next list, queue or board loaded here shows it. The lists mix many students, so a write is
 * not traced to the answers it touches: they are all recomputed, once each, by the next requests. Other
 * instances' writes show within the cache's fresh time (no notification: see docs/staff-console.md).
 * A refused write (4xx, 5xx: its transaction rolled back) changes nothing and drops nothing.
 */
async function consoleCachePlugin(app: FastifyInstance, options: TConsoleCacheOptions) {
  const cache = createConsoleCache(options);
  app.decorate('consoleCache', cache);
  const onSend: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode < 400) cache.invalidateAll();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (isWriteRoute(route)) appendOnSend(route, onSend);
  });
}

export default fp(consoleCachePlugin, { name: 'console-cache' });

/**
 * Sends the answer kept under `key`, or the one `compute` gives, serialized once by the route's own
 * response serializer (reply.serialize: the contract's keys only, as every answer of the route) and kept
 * as bytes: a Buffer payload skips serialization in Fastify, so a hit costs no stringify of a 48 KB queue.
 * The other onSend hooks (security headers, no-store) run as for any answer.
 */
export async function sendKept(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await app.consoleCache.get(key, async () => {
    const serialized = reply.serialize(await compute());
    return typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as ArrayBuffer);
  });
  return reply.type('application/json; charset=utf-8').send(body);
}
