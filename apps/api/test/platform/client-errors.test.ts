import net from 'node:net';
import { REQUEST_SHAPE_MESSAGES, ZApiError } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: their answer is
 * written by the server's clientError handler, yet it must carry what every other answer carries —
 * the security headers, `Cache-Control: no-store` and the contract's error shape. Raw bytes over a
 * real socket to a listening server: app.inject never reaches the parser.
 */
const t = useTestApp();
let port = 0;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.app.close();
});

type TRawAnswer = { statusLine: string; headers: Record<string, string>; body: string };

/** Writes `bytes`, reads until the server closes the connection (bounded), and splits the answer. */
function rawRequest(bytes: string): Promise<TRawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end of answer within 5 s: ${Buffer.concat(chunks).toString()}`));
    }, 5_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // the server destroys the socket after its answer
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ statusLine, headers, body });
    });
    socket.write(bytes, 'latin1');
  });
}

/** The headers of an ordinary answer every answer must share (the ones the security plugins set). */
const SHARED = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'cache-control',
];

const pick = (headers: Record<string, string>) =>
  Object.fromEntries(SHARED.map((name) => [name, headers[name]]));

const post = (headers: string, body: string) =>
  `POST /otp/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n${body}`;

describe("answers of the HTTP parser's refusals", () => {
  let ordinary: Record<string, string | undefined> = {};
  beforeAll(async () => {
    const health = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(health.statusLine).toBe('HTTP/1.1 200 OK');
    ordinary = pick(health.headers);
    expect(ordinary['content-security-policy']).toContain("default-src 'self'");
    expect(ordinary['cache-control']).toBe('no-store');
  });

  it.each([
    [
      'Transfer-Encoding together with Content-Length',
      post('Content-Length: 5\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n'),
      400,
      REQUEST_SHAPE_MESSAGES.malformedRequest,
    ],
    [
      'a chunk size that is not hexadecimal',
      post('Transfer-Encoding: chunked\r\n', 'zz\r\n{}\r\n0\r\n\r\n'),
      400,
      REQUEST_SHAPE_MESSAGES.malformedRequest,
    ],
    [
      'a chunk longer than its size',
      post('Transfer-Encoding: chunked\r\n', '2\r\n{"a":1}\r\n0\r\n\r\n'),
      400,
      REQUEST_SHAPE_MESSAGES.malformedRequest,
    ],
    [
      'a request line that is not HTTP',
      'GET /api/health HTTX/1.1\r\n\r\n',
      400,
      REQUEST_SHAPE_MESSAGES.malformedRequest,
    ],
    [
      'headers over the size limit',
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      REQUEST_SHAPE_MESSAGES.headersTooLarge,
    ],
  ] as const)(
    '%s: the error shape, with the security headers and no-store',
    async (_name, bytes, code, reason) => {
      const answer = await rawRequest(bytes);
      expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${code} `));
      expect(pick(answer.headers)).toEqual(ordinary);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.connection).toBe('close');
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
      const body = ZApiError.strict().parse(JSON.parse(answer.body));
      expect(body).toEqual({
        status: 'BAD_REQUEST',
        message: 'The request is not valid.',
        debugMessage: reason,
      });
    },
  );

  it('still serves the next connection', async () => {
    await rawRequest(post('Content-Length: 5\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n'));
    const health = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(health.statusLine).toBe('HTTP/1.1 200 OK');
  });
});
