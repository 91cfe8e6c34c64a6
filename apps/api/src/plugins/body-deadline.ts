import { performance } from 'node:perf_hooks';
import {
  BODY_DEADLINE_MESSAGES,
  BODY_DEADLINES,
  type TBodyDeadlines,
  uploadDeadlineMs,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const MULTIPART = /^\s*multipart\//i;

type TWatch = {
  request: FastifyRequest;
  /** The socket's bytesRead when the body started to be read, less what was already buffered for it. */
  fromByte: number;
  startedAt: number;
  deadlineMs: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Holds the body of `request`, read from now on, to the minimum rate and to `deadlineMs`; past
     * either it is answered 408 and its connection closed. Every body but a multipart one is watched
     * from preParsing; readUpload calls this once the upload holds its slot (waiting for one is not
     * the client's fault).
     */
    watchBody: (request: FastifyRequest, deadlineMs: number) => void;
    /** The deadlines in force: the contract's, or those a test set in config.bodyDeadlines. */
    bodyDeadlines: TBodyDeadlines;
  }
  interface FastifyRequest {
    /** The body was cut for arriving too slowly: the answer closes the connection. */
    bodyCut: boolean;
  }
}

/**
 * Minimum body rate and whole-body deadline (docs/decisions/0011-request-bounds.md). Node's requestTimeout
 * would be one deadline for every route, checked every 30 s, and would count the time an upload waits for its
 * slot; here each body gets its own, from the moment it is read. Progress is the socket's bytesRead, so one
 * mechanism serves both readers of bodies in this app (Fastify's JSON reader and
 * @fastify/multipart's busboy, which reads request.raw directly and would bypass a preParsing
 * stream) without touching the stream. One shared timer checks every body being read.
 */
async function bodyDeadlinePlugin(app: FastifyInstance) {
  const limits: TBodyDeadlines = { ...BODY_DEADLINES, ...app.config.bodyDeadlines };
  app.decorate('bodyDeadlines', limits);
  app.decorateRequest('bodyCut', false);
  const watched = new Map<FastifyRequest, TWatch>();
  let ticker: NodeJS.Timeout | undefined;

  const check = () => {
    const now = performance.now();
    for (const watch of watched.values()) {
      const { raw } = watch.request;
      if (raw.complete || raw.destroyed || !raw.socket || raw.socket.destroyed) {
        watched.delete(watch.request);
        continue;
      }
      const elapsedMs = now - watch.startedAt;
      const receivedBytes = raw.socket.bytesRead - watch.fromByte;
      const owedBytes = (limits.minBytesPerSecond * (elapsedMs - limits.graceMs)) / 1000;
      if (elapsedMs > watch.deadlineMs) cut(watch, 'deadline', receivedBytes, elapsedMs);
      else if (receivedBytes < owedBytes) cut(watch, 'rate', receivedBytes, elapsedMs);
    }
    if (watched.size === 0) stopTicker();
  };
  const stopTicker = () => {
    clearInterval(ticker);
    ticker = undefined;
  };

  const cut = (watch: TWatch, reason: string, receivedBytes: number, elapsedMs: number) => {
    const { request } = watch;
    watched.delete(request);
    request.bodyCut = true;
    request.log.warn(
      { reason, receivedBytes, elapsedMs: Math.round(elapsedMs) },
      'request body too slow: cut',
    );
    const message = BODY_DEADLINE_MESSAGES.tooSlow;
    // Both readers take an 'error' of the request stream as the end of the body and fail with it,
    // so the 408 is answered through the error handler like any refusal (and an upload's cleanups
    // run). Destroying the stream instead would cut the socket with no answer at all.
    if (request.raw.listenerCount('error') > 0)
      request.raw.emit('error', new AppError('REQUEST_TIMEOUT', message, message));
    else request.raw.destroy();
  };

  app.decorate('watchBody', (request: FastifyRequest, deadlineMs: number) => {
    const { raw } = request;
    if (!raw.socket || raw.complete) return;
    watched.set(request, {
      request,
      fromByte: raw.socket.bytesRead - raw.readableLength,
      startedAt: performance.now(),
      deadlineMs,
    });
    ticker ??= setInterval(check, limits.checkEveryMs);
  });

  // Callback hooks, not async ones: every request passes here, and a promise per hook is work for nothing.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const declared = declaredLength(request);
    if (declared !== 0 && !MULTIPART.test(request.headers['content-type'] ?? '')) {
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      const deadlineMs = request.routeOptions.config.upload
        ? uploadDeadlineMs(Math.min(declared ?? limit, limit), limits)
        : limits.jsonDeadlineMs;
      app.watchBody(request, deadlineMs);
    }
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // A client this slow may still be sending: the connection ends with this answer.
    if (request.bodyCut) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (watched.size > 0) watched.delete(request);
    done();
  });
  app.addHook('onClose', async () => stopTicker());
}

/** The declared Content-Length; null for a chunked body (length unknown), 0 when there is no body. */
function declaredLength(request: FastifyRequest): number | null {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) || 0;
  return request.headers['transfer-encoding'] ? null : 0;
}

export default fp(bodyDeadlinePlugin, { name: 'body-deadline' });
