import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { REQUEST_SHAPE_MESSAGES, type TApiError } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { defaultMessageOf } from '../lib/app-error.ts';
import { DEFAULT_CACHE_CONTROL } from './no-store.ts';
import { SECURITY_HEADERS } from './security.ts';

type TRefusal = { httpStatus: number; body: TApiError };

const refusal = (httpStatus: number, debugMessage: string, status: TApiError['status'] = 'BAD_REQUEST') => ({
  httpStatus,
  body: { status, message: defaultMessageOf(status), debugMessage },
});

/** Node's error codes (llhttp's HPE_* and its own) that get an answer other than the plain 400. */
const REFUSALS: Record<string, TRefusal> = {
  HPE_HEADER_OVERFLOW: refusal(431, REQUEST_SHAPE_MESSAGES.headersTooLarge),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: refusal(
    413,
    REQUEST_SHAPE_MESSAGES.chunkExtensionsTooLarge,
    'PAYLOAD_TOO_LARGE',
  ),
  ERR_HTTP_REQUEST_TIMEOUT: refusal(408, REQUEST_SHAPE_MESSAGES.requestTimeout, 'REQUEST_TIMEOUT'),
};
const MALFORMED = refusal(400, REQUEST_SHAPE_MESSAGES.malformedRequest);

/** The whole answer as bytes: no request or reply object exists, so nothing else would add a header. */
function rawAnswer({ httpStatus, body }: TRefusal): string {
  const json = JSON.stringify(body);
  const headers: [string, string][] = [
    ...SECURITY_HEADERS,
    ['cache-control', DEFAULT_CACHE_CONTROL],
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(json))],
    ['date', new Date().toUTCString()],
    ['connection', 'close'],
  ];
  const lines = headers.map(([name, value]) => `${name}: ${value}`).join('\r\n');
  return `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus]}\r\n${lines}\r\n\r\n${json}`;
}

/**
 * Fastify's clientErrorHandler: answers what Node's HTTP parser refuses before any route or hook
 * sees it (Transfer-Encoding with Content-Length, broken chunking, oversized headers, a request
 * timeout). Fastify's default wrote a bare `{"error":…}` without the security headers or no-store;
 * this answer carries every header an ordinary one does and the contract's error shape.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The code only: the error's rawPacket holds the client's bytes (tokens, numbers).
  this.log.debug({ code: error.code }, 'request refused by the HTTP parser');
  // As Node's own handler: only when no answer on this connection has begun, so none is corrupted.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(rawAnswer(REFUSALS[error.code ?? ''] ?? MALFORMED));
  }
  socket.destroy(error);
}
