// The attacker's slow bodies (docs/decisions/0011-request-bounds.md): signed-in students whose requests
// announce a whole body (Content-Length) and then send it a byte every few seconds. Multipart document
// uploads take an upload slot as soon as their headers are in; JSON profile updates hold a request open. A
// body the server cuts (answers early or closes) is started again a second later, as an attacker would; what
// is reported is how long each one lasted and how it ended, apart from those closed within a second without
// an answer (refused by a connection cap, not cut).
import net from 'node:net';
import { onePagePdf } from '../perf/fixtures.mjs';

const RESTART_AFTER_MS = 1000;
// Closed this soon without an answer: refused (a connection cap), not a body cut short.
const REFUSED_WITHIN_MS = 1000;
// Whitespace the JSON body ends with, so it never completes at a byte every few seconds.
const JSON_PADDING = 4000;

/** The request's text up to where the trickle starts, and the rest, sent a byte at a time. */
function multipartRequest(token) {
  const boundary = `----soak${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nPASSPORT\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n';
  const rest = Buffer.concat([onePagePdf('slow upload'), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return {
    method: 'POST',
    path: '/student/document/upload',
    token,
    contentType: `multipart/form-data; boundary=${boundary}`,
    first: Buffer.from(head),
    rest,
  };
}

function jsonRequest(token) {
  const body = Buffer.from(`{"city":"Pune","state":"Maharashtra"${' '.repeat(JSON_PADDING)}}`);
  return {
    method: 'PUT',
    path: '/api/student-profiles',
    token,
    contentType: 'application/json',
    first: body.subarray(0, 1),
    rest: body.subarray(1),
  };
}

const BUILDERS = { multipart: multipartRequest, json: jsonRequest };

/**
 * Starts one slow body per entry of `bodies` ({kind: 'multipart'|'json', token}), each sending a
 * byte every `trickleMs`; `stop()` closes them and resolves per kind: how each ended (the server's
 * status, or 'closed' without an answer) and after how long, and the ages of those still open.
 */
export function trickleBodies({ host, port, bodies, trickleMs }) {
  let isStopped = false;
  const live = new Set();
  const ended = [];
  const timers = new Set();
  const startedCount = { multipart: 0, json: 0 };
  const refusedCount = { multipart: 0, json: 0 };

  const start = (kind, token) => {
    if (isStopped) return;
    startedCount[kind] += 1;
    const request = BUILDERS[kind](token);
    const total = request.first.length + request.rest.length;
    const socket = net.connect({ host, port });
    const entry = { kind, startedAt: performance.now(), socket, status: null };
    live.add(entry);
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < request.rest.length) socket.write(request.rest.subarray(sent, sent + 1));
      sent += 1;
    }, trickleMs);
    socket.once('connect', () => {
      socket.write(
        `${request.method} ${request.path} HTTP/1.1\r\nHost: ${host}:${port}\r\n` +
          `Authorization: Bearer ${request.token}\r\nContent-Type: ${request.contentType}\r\n` +
          `Content-Length: ${total}\r\n\r\n`,
      );
      socket.write(request.first);
    });
    socket.on('data', (chunk) => {
      // An answer before the body is complete cuts it: its status is all we keep, and the socket is
      // closed here whether or not the server closes it too.
      entry.status ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 0) || 'answer';
      socket.destroy();
    });
    socket.on('error', () => {}); // a reset shows as the close below
    socket.once('close', () => {
      clearInterval(trickle);
      live.delete(entry);
      if (isStopped) return;
      const afterMs = performance.now() - entry.startedAt;
      const isRefused = entry.status === null && afterMs < REFUSED_WITHIN_MS;
      if (isRefused) refusedCount[kind] += 1;
      else ended.push({ kind, afterMs, how: entry.status ?? 'closed' });
      const timer = setTimeout(() => {
        timers.delete(timer);
        start(kind, token);
      }, RESTART_AFTER_MS);
      timers.add(timer);
    });
    // The socket is destroyed at stop; its interval goes with the close above.
  };

  for (const { kind, token } of bodies) start(kind, token);

  return {
    stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      const now = performance.now();
      const figures = {};
      for (const kind of Object.keys(BUILDERS)) {
        const open = [...live].filter((entry) => entry.kind === kind);
        figures[kind] = {
          at: bodies.filter((body) => body.kind === kind).length,
          started: startedCount[kind],
          refused: refusedCount[kind],
          ended: ended.filter((entry) => entry.kind === kind),
          openAtEndAgesMs: open.map((entry) => now - entry.startedAt),
        };
      }
      for (const entry of live) entry.socket.destroy();
      return figures;
    },
  };
}
