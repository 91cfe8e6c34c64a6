import multipart from '@fastify/multipart';
import { LIMITS, STAFF_ROLES, UPLOAD_QUOTA_MESSAGES, UPLOAD_QUOTAS } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { createSemaphore, type TSemaphore } from '../lib/semaphore.ts';

const MULTIPART = /^\s*multipart\//i;

type TUploadScope = { reply: FastifyReply; cleanups: Array<() => unknown>; isOver: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on uploads (multipart, or a route with config.upload): what to undo once the request is over. */
    uploadScope: TUploadScope | null;
  }
  interface FastifyContextConfig {
    /**
     * The route takes an upload as JSON (the profile photo): it gets an upload scope like a
     * multipart request, and an upload's body deadline (plugins/body-deadline.ts).
     */
    upload?: boolean;
  }
}

/**
 * Runs `cleanup` once the request is over, whatever happened: just before its answer is sent (answered,
 * refused or failed), or when the client goes away without one (the response's 'close').
 */
export function onUploadDone(request: FastifyRequest, cleanup: () => unknown): void {
  const scope = request.uploadScope;
  if (!scope) throw new Error('onUploadDone outside an upload request');
  scope.cleanups.push(cleanup);
  // The request is already over (answered, or the client left while this upload waited for a
  // slot): undo now, nothing else will.
  if (scope.isOver) void runCleanups(request);
}

/** The upload slots of this instance: students and staff each have their own. */
export type TUploadSlots = {
  student: TSemaphore;
  staff: TSemaphore;
  /** Holders and waiters of both pools together (for tests and health figures). */
  usage: () => { running: number; queued: number };
};

const isStaff = (request: FastifyRequest) =>
  (STAFF_ROLES as readonly string[]).includes(request.user?.role ?? '');

/**
 * Multipart uploads; each upload route narrows the limits further when it reads the parts. At
 * most UPLOAD_QUOTAS.concurrentUploads students' uploads stream at once per instance and a few
 * more wait; beyond that the answer is 503 with Retry-After, so a burst cannot pile up open files
 * and sockets. Staff uploads have slots of their own (staffConcurrentUploads), so students holding
 * every student slot never keep an offer letter waiting.
 */
async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.documentMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1000 },
  });
  const student = createSemaphore({
    running: UPLOAD_QUOTAS.concurrentUploads,
    queued: UPLOAD_QUOTAS.queuedUploads,
  });
  const staff = createSemaphore({
    running: UPLOAD_QUOTAS.staffConcurrentUploads,
    queued: UPLOAD_QUOTAS.staffQueuedUploads,
  });
  app.decorate('uploadSlots', {
    student,
    staff,
    usage: () => {
      const [a, b] = [student.usage(), staff.usage()];
      return { running: a.running + b.running, queued: a.queued + b.queued };
    },
  } satisfies TUploadSlots);
  // Uploads in flight per student on this instance (a student absent from the map has none).
  const perStudent = new Map<number, number>();
  app.decorate('studentUploadSlot', (request: FastifyRequest, studentId: number) => {
    const inFlight = perStudent.get(studentId) ?? 0;
    if (inFlight >= UPLOAD_QUOTAS.concurrentUploadsPerStudent) {
      const message = UPLOAD_QUOTA_MESSAGES.tooManyAtOnce;
      throw new AppError('TOO_MANY_REQUESTS', message, message);
    }
    perStudent.set(studentId, inFlight + 1);
    onUploadDone(request, () => {
      const left = (perStudent.get(studentId) ?? 1) - 1;
      if (left > 0) perStudent.set(studentId, left);
      else perStudent.delete(studentId);
    });
  });
  app.decorateRequest('uploadScope', null);
  app.decorate('uploadSlot', async (request: FastifyRequest) => {
    const release = await (isStaff(request) ? staff : student).acquire();
    if (!release) {
      request.uploadScope?.reply.header('retry-after', String(UPLOAD_QUOTAS.busyRetryAfterSeconds));
      throw new AppError('SERVICE_UNAVAILABLE', UPLOAD_QUOTA_MESSAGES.busy, UPLOAD_QUOTA_MESSAGES.busy);
    }
    onUploadDone(request, release);
    // A queued upload whose client has gone gives its slot straight back.
    if (request.uploadScope?.isOver) throw new AppError('BAD_REQUEST', 'The client closed the upload.');
  });
  // Callback hooks: every request passes here, and only an upload has anything to do.
  app.addHook('onRequest', (request, reply, done) => {
    // request.isMultipart() is only known once the body parser ran, after this hook.
    const isUpload =
      request.routeOptions.config.upload || MULTIPART.test(request.headers['content-type'] ?? '');
    if (isUpload) {
      const scope: TUploadScope = { reply, cleanups: [], isOver: false };
      request.uploadScope = scope;
      // When the client goes away mid-upload no answer is sent: 'close' is then what ends the request.
      reply.raw.once('close', () => void runCleanups(request));
    }
    done();
  });
  // Every answer (injected ones too) passes here: undone before it leaves, so a client told
  // "refused" finds nothing staged or held.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.uploadScope) return done(null, payload);
    runCleanups(request).then(() => done(null, payload), done);
  });
}

/** Runs (once) whatever the request's upload left to undo; settles when all of it is done. */
async function runCleanups(request: FastifyRequest): Promise<void> {
  if (request.uploadScope) request.uploadScope.isOver = true;
  const cleanups = request.uploadScope?.cleanups.splice(0) ?? [];
  await Promise.all(
    cleanups.map((cleanup) =>
      Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => request.log.warn({ err: error }, 'upload cleanup failed')),
    ),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Waits for one of this instance's upload slots, from the staff pool for a staff member and the
     * students' pool otherwise (held until the request is over), or 503.
     */
    uploadSlot: (request: FastifyRequest) => Promise<void>;
    /**
     * Reserves one of a student's UPLOAD_QUOTAS.concurrentUploadsPerStudent uploads on this
     * instance until the request is over, or throws 429: one student cannot take every slot.
     */
    studentUploadSlot: (request: FastifyRequest, studentId: number) => void;
    /** The slots themselves (their usage shows in tests). */
    uploadSlots: TUploadSlots;
  }
}

export default fp(multipartPlugin, { name: 'multipart' });
