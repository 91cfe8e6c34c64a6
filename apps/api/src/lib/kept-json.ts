import type { FastifyReply } from 'fastify';
import { type TSerialized, toBuffer } from './page-cache.ts';
import type { TComputed } from './student-cache.ts';

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
