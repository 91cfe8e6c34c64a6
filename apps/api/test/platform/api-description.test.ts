import { describe, expect, it } from 'vitest';
import { EVENT_LOOKUP_RATE_LIMIT } from '../../src/modules/events/routes.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * What a client generator needs of the served OpenAPI document (/api/docs/json), checked here too so
 * it fails in `npm test`, not only in the Spectral lint of `npm run check` (.spectral.mjs).
 */
const t = useTestApp();

type TSchema = Record<string, unknown>;
type TOperation = {
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: TSchema }[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
  responses?: Record<string, { headers?: Record<string, unknown> }>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const document = async () => (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();

async function operations(): Promise<[string, TOperation][]> {
  const doc = await document();
  return Object.entries(doc.paths as Record<string, Record<string, TOperation>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]): [string, TOperation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
}

/** Every string and array schema under `schema`, named by where it sits. */
function* boundables(schema: unknown, at: string): Generator<[string, TSchema]> {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as TSchema;
  if (node.type === 'string' || node.type === 'array') yield [at, node];
  for (const [key, child] of Object.entries(node)) {
    if (Array.isArray(child))
      for (const [i, item] of child.entries()) yield* boundables(item, `${at}.${key}.${i}`);
    else yield* boundables(child, `${at}.${key}`);
  }
}

const unbounded = ([, node]: [string, TSchema]) =>
  node.type === 'string'
    ? node.maxLength === undefined && node.enum === undefined && node.const === undefined
    : node.maxItems === undefined;

describe('the OpenAPI document, as a client generator reads it', () => {
  it('gives every operation a unique operationId and a tag the document defines', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(80);
    expect(ops.filter(([, op]) => !op.operationId).map(([name]) => name)).toEqual([]);
    expect(ops.filter(([, op]) => !op.tags?.length).map(([name]) => name)).toEqual([]);
    const defined = new Set(((await document()).tags as { name: string }[]).map((tag) => tag.name));
    expect(ops.filter(([, op]) => op.tags?.some((tag) => !defined.has(tag))).map(([name]) => name)).toEqual(
      [],
    );
    const ids = ops.map(([, op]) => op.operationId);
    expect(ids.length - new Set(ids).size, 'duplicate operationIds').toBe(0);
  });

  it('bounds every request string (maxLength, enum or const) and every request array (maxItems)', async () => {
    const found: string[] = [];
    for (const [name, op] of await operations()) {
      for (const p of op.parameters ?? [])
        found.push(
          ...[...boundables(p.schema, `${name} ${p.in} ${p.name}`)].filter(unbounded).map(([at]) => at),
        );
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        found.push(
          ...[...boundables(media.schema, `${name} body(${type})`)].filter(unbounded).map(([at]) => at),
        );
    }
    expect(found).toEqual([]);
  });

  it('documents 429 and the RateLimit headers on the per-address limited calls', async () => {
    const ops = new Map(await operations());
    for (const name of ['POST /otp/generate', 'POST /otp/verify', 'GET /event-registration/event']) {
      const responses = ops.get(name)?.responses ?? {};
      expect(Object.keys(responses), name).toContain('429');
      expect(Object.keys(responses['429']?.headers ?? {}), name).toContain('Retry-After');
      for (const code of ['200', '429'])
        expect(Object.keys(responses[code]?.headers ?? {}), `${name} ${code}`).toEqual(
          expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
        );
    }
  });

  it('says the sign-in calls need no token (security: []) and why', async () => {
    const ops = new Map(await operations());
    for (const name of ['POST /otp/generate', 'POST /otp/verify']) {
      expect(ops.get(name)?.security, name).toEqual([]);
      expect(ops.get(name)?.description, name).toMatch(/no token/i);
    }
  });
});

describe('a limited call sends the RateLimit headers (IETF draft)', () => {
  const lookup = (ip: string) =>
    t.app.inject({
      method: 'GET',
      url: '/event-registration/event',
      query: { eventCode: 'AUR' },
      remoteAddress: ip,
    });

  it('on every answer: limit, remaining and seconds to reset; Retry-After once refused', async () => {
    const refusedInput = await t.app.inject({
      method: 'GET',
      url: '/event-registration/event',
      query: { eventCode: '!' },
      remoteAddress: '10.88.0.2',
    });
    expect(refusedInput.statusCode).toBe(400);
    expect(refusedInput.headers['ratelimit-remaining']).toBe(String(EVENT_LOOKUP_RATE_LIMIT.max - 1));
    const first = await lookup('10.88.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(EVENT_LOOKUP_RATE_LIMIT.max));
    expect(first.headers['ratelimit-remaining']).toBe(String(EVENT_LOOKUP_RATE_LIMIT.max - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(first.headers['x-ratelimit-limit']).toBeUndefined();
    for (let i = 1; i < EVENT_LOOKUP_RATE_LIMIT.max; i++) await lookup('10.88.0.1');
    const refused = await lookup('10.88.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
