import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';

const NUL = '\u0000';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.values(value).some(hasNul);
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, so a value holding one would fail
 * half-way through a write. Refuse it up front, for every route, before any handler runs.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw badRequest('Text must not contain NUL (\\u0000) characters.');
    }
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
