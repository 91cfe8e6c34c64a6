import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

/**
 * Every security header, exactly as @fastify/helmet sent it before the headers were computed once
 * at start (captured from GET /api/health with helmet 8.3.0 and these options).
 */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'none';connect-src 'self';font-src 'self' data:;form-action 'self';" +
    "frame-ancestors 'none';frame-src 'self' blob:;img-src 'self' data: blob:;media-src 'self' blob:;" +
    "object-src 'none';script-src 'self';style-src 'self';worker-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The response's headers other than the ones every HTTP answer has (Cache-Control: cache-control.test.ts). */
function securityHeadersOf(headers: Record<string, unknown>) {
  const ordinary =
    /^(content-type|content-length|date|connection|keep-alive|ratelimit-.*|etag|location|cache-control)$/;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !ordinary.test(name)));
}

describe('security headers', () => {
  it.each([
    ['an open call', { method: 'GET', url: '/api/health' }],
    ['an unknown endpoint', { method: 'GET', url: '/api/nope' }],
    [
      'a refused body',
      {
        method: 'POST',
        url: '/otp/verify',
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      },
    ],
  ] as const)('are the same on %s as helmet sent them', async (_name, request) => {
    const res = await t.app.inject(request);
    expect(securityHeadersOf(res.headers)).toEqual(EXPECTED);
  });

  it('are sent on a signed-in call and its refusal too', async () => {
    const user = await createSignedInUser(t.app);
    const ok = await t.app.inject({ method: 'GET', url: '/api/student-profiles', headers: user.headers });
    expect(ok.statusCode).toBe(200);
    expect(securityHeadersOf(ok.headers)).toEqual(EXPECTED);
    const refused = await t.app.inject({ method: 'GET', url: '/api/student-profiles' });
    expect(refused.statusCode).toBe(401);
    expect(securityHeadersOf(refused.headers)).toEqual(EXPECTED);
  });

  it("leave the API reference page's own policy in place", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const { 'content-security-policy': policy, ...others } = securityHeadersOf(res.headers);
    const { 'content-security-policy': _ours, ...expectedOthers } = EXPECTED;
    expect(others).toEqual(expectedOthers);
    expect(policy).toContain('script-src-attr');
    expect(policy).not.toBe(EXPECTED['content-security-policy']);
    // Held to ours where the UI needs nothing looser: it has no <base> element (security.md).
    const directives = new Map(
      String(policy)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(String(policy)).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure-requests/);
  });
});
