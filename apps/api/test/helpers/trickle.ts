import net from 'node:net';

export type TTrickled = {
  /** The answer's status, or null when none came before `giveUpMs`. */
  status: number | null;
  /** The whole answer as received (status line, headers, body). */
  text: string;
  /** Whether the server closed the connection within half a second of its answer (or without one). */
  closedByServer: boolean;
  /** From the first byte sent to the answer's end or the give-up. */
  elapsedMs: number;
};

/**
 * A slow client over a real socket: sends `head` (request line and headers, no blank line needed)
 * and `start`, then `rest` `bytesPerTick` bytes every `everyMs` until it is all sent, the server
 * closes, or `giveUpMs` passes (the socket is then destroyed). Once a whole answer is in, waits half a
 * second for the server to close the connection.
 */
export function trickleRequest(
  base: string,
  options: {
    head: string;
    start?: string;
    rest: string;
    everyMs: number;
    bytesPerTick?: number;
    giveUpMs: number;
  },
): Promise<TTrickled> {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  const startedAt = Date.now();
  let text = '';
  let sent = 0;
  const step = options.bytesPerTick ?? 1;
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    let isDone = false;
    const finish = (closedByServer: boolean) => {
      if (isDone) return;
      isDone = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({
        status: match ? Number(match[1]) : null,
        text,
        closedByServer,
        elapsedMs: Date.now() - startedAt,
      });
    };
    const giveUp = setTimeout(() => finish(false), options.giveUpMs);
    socket.on('error', () => {
      // EPIPE/ECONNRESET after the server cut the connection: 'close' follows.
    });
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (isWholeAnswer(text)) setTimeout(() => finish(false), 500);
    });
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      socket.write(`${options.head.trimEnd()}\r\n\r\n${options.start ?? ''}`);
      timer = setInterval(() => {
        if (sent >= options.rest.length) return clearInterval(timer);
        socket.write(options.rest.slice(sent, sent + step));
        sent += step;
      }, options.everyMs);
    });
  });
}

/** A status line, headers and as many body bytes as Content-Length says. */
function isWholeAnswer(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
  return Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length?.[1] ?? 0);
}
