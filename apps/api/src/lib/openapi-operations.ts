/**
 * What the OpenAPI document adds to every route's own schema, in one place rather than in each
 * module's routes: a stable operationId (client generators name their methods by it) and, on the
 * routes @fastify/rate-limit limits, the RateLimit headers they send and the Retry-After of their 429.
 */

import { parse as parseDuration } from '@lukeed/ms';
import { OTP_LIMITS } from '@portal/contract';

type TSchema = Record<string, unknown>;
type TRoute = { method: string | string[]; url: string; config?: unknown };

/**
 * `GET /api/staff/students/:studentId/notes` → `getApiStaffStudentsByStudentIdNotes`: the method and
 * every word of the path, so it changes only when the route does and is unique as method+path are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const isParam = segment.startsWith(':');
      const parts = segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
      return isParam ? ['By', ...parts] : parts;
    })
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/** The longest wait a 429 of this API names: an OTP number lock lasts at most as long as wrong codes are remembered. */
const RETRY_AFTER_MAX_SECONDS = OTP_LIMITS.wrongCodeMemoryDays * 24 * 60 * 60;

const integerHeader = (maximum: number, description: string) => ({
  type: 'integer',
  format: 'int32',
  minimum: 0,
  maximum,
  description,
});

/**
 * The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers, as @fastify/rate-limit's
 * enableDraftSpec sends them), bounded by the route's own limit and window (read with the parser
 * the limiter reads them with); Retry-After on its 429 as well.
 */
export function rateLimitHeaders(limit: { max: number; timeWindow: string | number }, code: string) {
  const windowSeconds = Math.ceil(
    (typeof limit.timeWindow === 'number' ? limit.timeWindow : (parseDuration(limit.timeWindow) ?? 0)) / 1000,
  );
  return {
    'RateLimit-Limit': integerHeader(limit.max, 'Requests this client address may make in the window.'),
    'RateLimit-Remaining': integerHeader(limit.max, 'Requests left in the current window.'),
    'RateLimit-Reset': integerHeader(
      windowSeconds,
      'Seconds until the window ends and the count starts again.',
    ),
    ...(code === '429'
      ? { 'Retry-After': integerHeader(RETRY_AFTER_MAX_SECONDS, 'Seconds to wait before asking again.') }
      : {}),
  };
}

type TRouteLimit = { max?: unknown; timeWindow?: unknown } | undefined;
const routeLimitOf = (route: TRoute) => {
  const limit = (route.config as { rateLimit?: TRouteLimit } | undefined)?.rateLimit;
  if (typeof limit?.max !== 'number') return undefined;
  const { timeWindow } = limit;
  if (typeof timeWindow !== 'number' && typeof timeWindow !== 'string') return undefined;
  return { max: limit.max, timeWindow };
};

/** The route's transformed schema with its operationId, and its rate-limit headers when it has a limit. */
export function describeOperation(schema: TSchema, route: TRoute): TSchema {
  const method = Array.isArray(route.method) ? route.method.join('') : route.method;
  const described: TSchema = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
  };
  const response = schema.response as Record<string, TSchema> | undefined;
  const limit = routeLimitOf(route);
  if (!limit || !response) return described;
  const withHeaders = Object.entries(response).map(([code, answer]) => {
    if (!/^[24]/.test(code)) return [code, answer];
    const headers = { ...(answer.headers as TSchema | undefined), ...rateLimitHeaders(limit, code) };
    return [code, { ...answer, headers }];
  });
  return { ...described, response: Object.fromEntries(withHeaders) };
}
