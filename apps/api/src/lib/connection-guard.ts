import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { isOutOfDescriptors } from './descriptor-limit.ts';

export type TConnectionGuard = {
  /** The cap was reached (idle connections closed, or new ones dropped) within the last few seconds. */
  isFull: () => boolean;
  /** Connections open now. */
  count: () => number;
};

type TLog = { warn: (object: object, message: string) => void };

/** Past this share of the cap the idle connections are closed, oldest first... */
const HIGH_WATER = 0.9;
/** ...until the count is back under this share. */
const LOW_WATER = 0.75;
/** How long readiness says "full" after the cap was last reached. */
const FULL_HOLD_MS = 5000;
const WARN_EVERY_MS = 10_000;

/**
 * Keeps the HTTP server's connections under `max` (docs/decisions/0010-overload-and-health.md), so that idle
 * sockets can never use up the process's file descriptors (and with them the database's, the files' and the
 * runtime's own). Node's `server.maxConnections` drops a connection past the cap at once (accepted, then
 * closed). Before that, at 90 % of the cap, the connections with no request being answered (kept-alive
 * between requests, or connected and silent) are closed oldest first down to 75 %, so a new client still gets
 * in. Node's own closeIdleConnections() does not count a socket that never sent a byte as idle, hence this.
 */
export function guardConnections(server: Server, max: number, log: TLog): TConnectionGuard {
  server.maxConnections = max;
  const highWater = Math.max(1, Math.floor(max * HIGH_WATER));
  const lowWater = Math.floor(max * LOW_WATER);
  /** Sockets with no request being answered, in the order they became idle (a Set keeps insertion order). */
  const idle = new Set<Socket>();
  const busy = new WeakMap<Socket, number>();
  let open = 0;
  let fullAt = Number.NEGATIVE_INFINITY;
  let warnedAt = Number.NEGATIVE_INFINITY;

  const reachedCap = (what: string) => {
    fullAt = Date.now();
    if (fullAt - warnedAt < WARN_EVERY_MS) return;
    warnedAt = fullAt;
    log.warn({ open, max }, `connection cap reached: ${what}`);
  };

  const closeIdle = () => {
    let excess = open - lowWater;
    for (const socket of idle) {
      if (excess <= 0) break;
      idle.delete(socket);
      socket.destroy();
      excess -= 1;
    }
  };

  server.on('connection', (socket: Socket) => {
    open += 1;
    idle.add(socket);
    socket.once('close', () => {
      open -= 1;
      idle.delete(socket);
    });
    if (open >= highWater) {
      reachedCap('closing idle connections');
      closeIdle();
    }
  });
  server.on('drop', () => reachedCap('dropping new connections'));
  // accept() failing for want of descriptors is emitted as 'error' on the server: unhandled, it would
  // end the process. libuv has already shed the pending connection; the next accept may succeed.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (isOutOfDescriptors(error)) return reachedCap(`accept failed (${error.code})`);
    // Anything else is someone else's (listen() reports EADDRINUSE to its caller): unhandled, it throws.
    if (server.listenerCount('error') === 1) throw error;
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    idle.delete(socket);
    response.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      busy.set(socket, left);
      if (left === 0 && !socket.destroyed) idle.add(socket);
    });
  });

  return { isFull: () => Date.now() - fullAt < FULL_HOLD_MS, count: () => open };
}
