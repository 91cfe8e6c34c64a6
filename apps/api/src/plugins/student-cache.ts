import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isStaff } from '../lib/session-user.ts';
import { createStudentCache, STUDENT_CHANNEL, type TStudentCache } from '../lib/student-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Students' own answers kept in memory (lib/student-cache.ts), keyed by the token's student id. */
    studentCache: TStudentCache;
  }
}

export type TStudentCacheOptions = {
  /** Channels whose every notification drops all students' answers (the catalogue: shortlists show courses). */
  dropAllOn: readonly string[];
  maxBytes?: number;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** POST routes that change nothing: the filter travels in the body of a read. */
const READS_BY_POST = new Set(['/api/course/filter']);

/** Whether a route may change data (so its answer must drop what is kept of it). */
export function isWriteRoute(route: { method: string | string[]; url: string }): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return !methods.every((method) => SAFE_METHODS.has(method)) && !READS_BY_POST.has(route.url);
}

/** Adds an onSend hook to a route being declared (an onRoute hook's argument), after its own. */
export function appendOnSend(
  route: { onSend?: onSendHookHandler | onSendHookHandler[] },
  hook: onSendHookHandler,
) {
  const existing = route.onSend;
  route.onSend =
    existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Keeps the student cache true to the database:
 * - a write route's answer, before it is sent, drops the answers of the student it acted on: the caller
 *   when a student, the `studentId` of a staff route's path, or (staff routes that name an application
 *   or a document) every student's. So a read after an acknowledged write never sees the older data;
 * - a notification on portal_student (migration 0019's triggers, whatever wrote: another instance, a job,
 *   SQL by hand) drops the student it names ('*': all of them), and one on `dropAllOn` drops all;
 * - while the listening connection is lost nothing is kept (changes may go unheard), as for the catalogue.
 * Write routes get the hook when declared (onRoute), so reads pay nothing for it.
 */
async function studentCachePlugin(app: FastifyInstance, options: TStudentCacheOptions) {
  const cache = createStudentCache(options.maxBytes);
  app.decorate('studentCache', cache);

  const lost = { onLost: () => cache.suspend(), onResync: () => cache.resume() };
  const stops = [
    await app.database.listen(STUDENT_CHANNEL, {
      onMessage: (payload) => {
        const id = Number(payload);
        if (payload !== '' && Number.isSafeInteger(id)) cache.invalidate(id);
        else cache.invalidateAll();
      },
      ...lost,
    }),
    ...(await Promise.all(
      options.dropAllOn.map((channel) =>
        app.database.listen(channel, { onMessage: () => cache.invalidateAll(), ...lost }),
      ),
    )),
  ];
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });

  const forgetWritten = (request: FastifyRequest) => {
    const user = request.user;
    if (!user) return;
    if (!isStaff(user)) return cache.invalidate(user.id);
    const studentId = Number((request.params as { studentId?: unknown } | undefined)?.studentId);
    if (Number.isSafeInteger(studentId) && studentId > 0) cache.invalidate(studentId);
    else cache.invalidateAll();
  };
  const onSend: onSendHookHandler = (request, _reply, payload, done) => {
    forgetWritten(request);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (isWriteRoute(route)) appendOnSend(route, onSend);
  });
}

export default fp(studentCachePlugin, { name: 'student-cache', dependencies: ['auth'] });
