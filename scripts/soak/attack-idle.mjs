// The attacker's idle sockets (docs/decisions/0010-overload-and-health.md): connect, send nothing, hold. A
// socket the server closes (or refuses) is opened again a second later, as an attacker would, so the server
// faces the full count for the whole run. What it reports: how many were held at once, how many the server
// refused at once or closed later (and after how long), and the errors connecting met. A socket counts as
// held once it has stayed connected for a second: a server at its connection cap accepts and closes at once,
// and such a socket was never held.
import net from 'node:net';

const REOPEN_AFTER_MS = 1000;
// A socket closed within this long of connecting counts as refused (a connection cap closes at once).
const REFUSED_WITHIN_MS = 1000;
// Opened in batches so the listen backlog (511) is not the first thing measured.
const BATCH = 100;
const BATCH_EVERY_MS = 50;
const SAMPLE_EVERY_MS = 250;

/** Starts holding `count` idle sockets to host:port; `stop()` closes them and resolves the figures. */
export function holdIdleSockets({ host, port, count }) {
  let isStopped = false;
  let connected = 0;
  let peakHeld = 0;
  let opened = 0;
  let refusedAtOnce = 0;
  const closedAfterMs = [];
  const errors = {};
  const sockets = new Set();
  const timers = new Set();

  const later = (task, ms) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timers.add(timer);
  };

  const open = () => {
    if (isStopped) return;
    const socket = net.connect({ host, port });
    sockets.add(socket);
    let connectedAt = 0;
    socket.once('connect', () => {
      connectedAt = performance.now();
      socket.connectedAt = connectedAt;
      opened += 1;
      connected += 1;
    });
    socket.on('data', () => {}); // a server's answer (408, 503) is read and dropped
    socket.on('error', (error) => {
      if (!connectedAt) errors[error.code ?? 'error'] = (errors[error.code ?? 'error'] ?? 0) + 1;
    });
    socket.once('close', () => {
      sockets.delete(socket);
      if (isStopped) return;
      if (connectedAt) {
        connected -= 1;
        const heldMs = performance.now() - connectedAt;
        if (heldMs < REFUSED_WITHIN_MS) refusedAtOnce += 1;
        else closedAfterMs.push(heldMs);
      }
      later(open, REOPEN_AFTER_MS);
    });
  };

  for (let first = 0; first < count; first += BATCH) {
    later(
      () => {
        for (let index = first; index < Math.min(count, first + BATCH); index++) open();
      },
      (first / BATCH) * BATCH_EVERY_MS,
    );
  }

  const heldNow = () => {
    const since = performance.now() - REFUSED_WITHIN_MS;
    let held = 0;
    for (const socket of sockets) if (socket.connectedAt && socket.connectedAt <= since) held += 1;
    return held;
  };
  const sampler = setInterval(() => {
    peakHeld = Math.max(peakHeld, heldNow());
  }, SAMPLE_EVERY_MS);

  return {
    /** Sockets connected right now. */
    connected: () => connected,
    stop() {
      isStopped = true;
      clearInterval(sampler);
      for (const timer of timers) clearTimeout(timer);
      const heldAtEnd = heldNow();
      peakHeld = Math.max(peakHeld, heldAtEnd);
      for (const socket of sockets) socket.destroy();
      return { target: count, peakHeld, heldAtEnd, opened, refusedAtOnce, closedAfterMs, errors };
    },
  };
}
