import type { FastifyReply, FastifyRequest } from 'fastify';
import { createCodingChooser } from './content-coding.ts';
import type { TCachedPage } from './page-cache.ts';

/**
 * private: the answers are behind a session token, so no shared cache (a proxy, a CDN) may keep them,
 * even though the catalogue's bytes are the same for everyone. no-cache: the browser may keep them but
 * must ask again every time (the catalogue changes whenever the seed or SQL changes it, without notice
 * to the browser); asking with If-None-Match costs a 304 without a body when nothing changed.
 */
export const REVALIDATE_PRIVATELY = 'private, no-cache';

/**
 * Whether an If-None-Match names this ETag. Weak comparison (RFC 9110, section 13.1.2): W/"x" matches "x";
 * `*` matches any current answer; a list matches when one of its tags does.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

const codingFor = createCodingChooser();

/**
 * Sends kept JSON bytes as they are: a Buffer payload skips the route's serializer in Fastify (reply.send
 * passes Buffers straight to onSend), so nothing is parsed, validated or stringified again. The bytes go
 * in the coding Accept-Encoding prefers among those kept (br, gzip, identity: made once with the page),
 * with that form's own ETag and `Vary: Accept-Encoding` on every answer, so a browser or proxy never
 * hands one client's coding to another. A matching If-None-Match gets 304 with the same ETag and no body.
 * POST /api/course/filter is a read whose filter travels in the body, so it answers 304 as a GET would
 * (RFC 9110 would have a state-changing method answer 412; this one changes nothing).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, page: TCachedPage): FastifyReply {
  const coding = page.encoded && codingFor(request.headers['accept-encoding']);
  const sent = coding && page.encoded ? page.encoded[coding] : page;
  reply
    .header('etag', sent.etag)
    .header('cache-control', REVALIDATE_PRIVATELY)
    .header('vary', 'accept-encoding');
  if (ifNoneMatchHits(request.headers['if-none-match'], sent.etag)) return reply.code(304).send();
  if (coding) reply.header('content-encoding', coding);
  return reply.type('application/json; charset=utf-8').send(sent.body);
}
