import { MAX_JSON_DEPTH, REQUEST_SHAPE_MESSAGES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';
import { nestsDeeperThan, someStringIncludes } from '../lib/json-depth.ts';

const NUL = '\u0000';

const hasNul = (value: unknown) => someStringIncludes(value, NUL);

/**
 * Two refusals for every route, before any handler runs:
 * - JSON nested deeper than MAX_JSON_DEPTH, checked on the raw text inside the JSON parser itself,
 *   so neither JSON.parse nor the schemas nor the NUL check below ever walk thousands of levels
 *   (a recursive walk overflowed the stack: 500). Fastify's own parser then parses it, keeping its
 *   refusal of `__proto__` and `constructor.prototype` keys. Query strings need no such check:
 *   Fastify's parser keeps them flat (`a[b][c]=1` is one key named "a[b][c]").
 * - NUL characters: PostgreSQL cannot store one in text or jsonb, so a value holding one would fail
 *   half-way through a write.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(REQUEST_SHAPE_MESSAGES.nestedTooDeeply), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw badRequest('Text must not contain NUL (\\u0000) characters.');
    }
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
