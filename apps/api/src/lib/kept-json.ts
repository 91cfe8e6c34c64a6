import type { FastifyReply } from 'fastify';
import type { TComputed } from './student-cache.ts';

/** What a serializer gives (Fastify's reply.serialize: a string, or bytes from a custom serializer). */
type TSerialized = string | ArrayBuffer | Uint8Array;

const toBuffer = (serialized: TSerialized) =>
  typeof serialized === 'string'
    ? Buffer.from(serialized)
    : serialized instanceof ArrayBuffer
      ? Buffer.from(serialized)
      : Buffer.from(serialized.buffer, serialized.byteOffset, serialized.byteLength);

/**
 * An answer serialized by the route's own serializer (reply.serialize: the key order and checks of its
 * response schema), ready to be kept by the student cache: the bytes and what they weigh.
 */
export function keptJson(reply: FastifyReply, answer: unknown, keep = true): TComputed<Buffer> {
  const body = toBuffer(reply.serialize(answer) as TSerialized);
  return { value: body, bytes: body.length, keep };
}

/**
 * Sends kept JSON bytes as they are: a Buffer skips the route's serializer (reply.send passes Buffers
 * straight to onSend). A student's answers keep the default `Cache-Control: no-store` (plugins/no-store.ts):
 * they hold personal data, so no ETag is offered either (a browser keeps nothing to revalidate).
 */
export const sendKeptJson = (reply: FastifyReply, body: Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);
