import { isUtf8 } from 'node:buffer';
import {
  hasLoneSurrogate,
  MAX_JSON_DEPTH,
  REQUEST_SHAPE_MESSAGES,
  TEXT_SAFETY_MESSAGES,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';
import { nestsDeeperThan, someString } from '../lib/json-depth.ts';

const NUL = '\u0000';

/**
 * The refusal a request's params, query or body earn, in one walk of their strings: a NUL anywhere
 * before a lone surrogate anywhere (the NUL is the reason given when both are there).
 */
function textFault(parts: unknown[]): string | undefined {
  let halfPair = false;
  const isNul = (text: string) => {
    if (text.includes(NUL)) return true;
    if (!halfPair) halfPair = hasLoneSurrogate(text);
    return false;
  };
  for (const part of parts) {
    if (part !== undefined && someString(part, isNul))
      return 'Text must not contain NUL (\\u0000) characters.';
  }
  return halfPair ? TEXT_SAFETY_MESSAGES.loneSurrogate : undefined;
}

/**
 * Refusals for every route, before any handler runs:
 * - A JSON body that is not UTF-8 (a stray 0xFF, a surrogate encoded as bytes, a cut-off character):
 *   decoding would quietly turn each bad sequence into U+FFFD and store that. Checked on the bytes
 *   (Node's isUtf8, simdutf) before they are decoded.
 * - JSON nested deeper than MAX_JSON_DEPTH, checked on the raw text inside the JSON parser itself,
 *   so neither JSON.parse nor the schemas nor the NUL check below ever walk thousands of levels
 *   (a recursive walk overflowed the stack: 500). Fastify's own parser then parses it, keeping its
 *   refusal of `__proto__` and `constructor.prototype` keys. Query strings need no such check:
 *   Fastify's parser keeps them flat (`a[b][c]=1` is one key named "a[b][c]").
 * - NUL characters: PostgreSQL cannot store one in text or jsonb, so a value holding one would fail
 *   half-way through a write.
 * - Lone UTF-16 surrogates, which JSON.parse makes of a "\ud800" escape: UTF-8 cannot encode one,
 *   so the database would store U+FFFD instead (text-safety.ts in the contract).
 */
async function inputGuardPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(badRequest(REQUEST_SHAPE_MESSAGES.notUtf8), undefined);
      return;
    }
    const text = bytes.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(REQUEST_SHAPE_MESSAGES.nestedTooDeeply), undefined);
      return;
    }
    request.jsonWithoutEscapes = !text.includes('\\u');
    void parseJson(request, text, done);
  });

  app.decorateRequest('jsonWithoutEscapes', false);
  // A callback hook: every request passes here, and a promise per request is work for nothing.
  app.addHook('preValidation', (request, _reply, done) => {
    const parts: unknown[] = [];
    // Params and query are decoded from the URL: without a %-escape, they hold neither character
    // (Node's parser refuses raw control bytes in the URL, and other raw bytes decode as Latin-1).
    if (request.raw.url?.includes('%') !== false) parts.push(request.params, request.query);
    // In valid UTF-8 JSON (checked above) a NUL or a lone surrogate can only be a \u escape: JSON.parse
    // refuses raw control characters in strings, and isUtf8 refuses encoded surrogates. So a JSON body
    // without one is not walked; every other body is.
    if (!request.jsonWithoutEscapes) parts.push(request.body);
    const fault = parts.length === 0 ? undefined : textFault(parts);
    done(fault === undefined ? undefined : badRequest(fault));
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body is JSON text with no \u escape (so no NUL or lone surrogate can be in it). */
    jsonWithoutEscapes: boolean;
  }
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
