import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isStaff } from '../lib/session-user.ts';
import { createStudentAnnouncer, parseStudentChange, type TStudentChange } from '../lib/student-announcer.ts';
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
 * One statement, after the write's commit. synchronous_commit off: a NOTIFY holds a database-wide lock
 * from its commit until the commit is flushed, and this transaction keeps no data worth the wait (the
 * notification is delivered at commit either way).
 */
const ANNOUNCE_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify('${STUDENT_CHANNEL}', payload)
  FROM unnest($1::text[]) AS payload`;

/**
 * Keeps the student cache true to the database:
 * - a write route's answer, before it is sent, drops the answers of the student it acted on: the caller
 *   when a student, the `studentId` of a staff route's path, or (staff routes that name an application
 *   or a document) every student's. So a read after an acknowledged write never sees the older data;
 * - and, still before it is sent, announces them to every instance on portal_student (after the commit,
 *   batched with the writes that finish together: lib/student-announcer.ts), since the tables students
 *   write often notify no more (migration 0020). So a client told "saved" that asks another instance
 *   sees its write once that instance has heard, as it would have with the triggers;
 * - a notification on portal_student (those announcements, and the triggers 0019 keeps, whatever wrote:
 *   a job, staff, SQL by hand) drops the students it names ('*': all of them); one on `dropAllOn` all;
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
        const ids = parseStudentChange(payload);
        if (ids === '*') cache.invalidateAll();
        else for (const id of ids) cache.invalidate(id);
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

  const announcer = createStudentAnnouncer((payloads) => app.database.query(ANNOUNCE_SQL, [payloads]));
  /** The student a write acted on, '*' when a staff route names none, undefined when nobody signed in. */
  const writtenStudent = (request: FastifyRequest): TStudentChange | undefined => {
    const user = request.user;
    if (!user) return undefined;
    if (!isStaff(user)) return user.id;
    const studentId = Number((request.params as { studentId?: unknown } | undefined)?.studentId);
    return Number.isSafeInteger(studentId) && studentId > 0 ? studentId : '*';
  };
  const onSend: onSendHookHandler = async (request, _reply, payload) => {
    const written = writtenStudent(request);
    if (written === undefined) return payload;
    if (written === '*') cache.invalidateAll();
    else cache.invalidate(written);
    try {
      await announcer.announce(written);
    } catch (err) {
      // The write is committed: its answer goes out. Other instances may keep the older answers until
      // the student's next write is heard (or their listener resyncs); say so loudly.
      request.log.error({ err, written }, 'could not announce a student write on portal_student');
    }
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if (isWriteRoute(route)) appendOnSend(route, onSend);
  });
}

export default fp(studentCachePlugin, { name: 'student-cache', dependencies: ['auth'] });
