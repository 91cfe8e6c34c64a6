import { beforeAll, describe, expect, it } from 'vitest';
import { routesOf, type TRoute } from '../helpers/route-table.ts';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * ASVS V14.3.2: no answer holding personal data or a token may be kept by a browser or a proxy, so
 * every answer carries `Cache-Control: no-store` unless its route chose otherwise on purpose: the
 * catalogue (same bytes for everyone, revalidated by ETag: lib/cached-reply.ts) and the public
 * university art. The table is every route the app has (printRoutes), so a new one is covered.
 */
const t = useTestApp();

/** The routes that chose their own caching, and why (what they answer on success). */
const OWN_POLICY: Record<string, string> = {
  // The catalogue: no student's data, the same bytes for everyone asking the same; see cached-reply.ts.
  'GET /api/course/student': 'private, no-cache',
  'POST /api/course/filter': 'private, no-cache',
  'GET /api/course/university/:id': 'private, no-cache',
  'GET /intake-details/all': 'private, no-cache',
  // Public art for <img> tags (no token, nothing personal).
  'GET /media/universities/:slug/icon.svg': 'public, max-age=2592000',
  'GET /media/universities/:slug/image.svg': 'public, max-age=2592000',
};
const isDocs = (path: string) => path.startsWith('/api/docs');

let routes: TRoute[] = [];
beforeAll(() => {
  routes = routesOf(t.app);
});

describe('Cache-Control on every route', () => {
  it('finds the whole app in the route table', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'POST', path: '/otp/verify' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/student-profiles' });
  });

  it('sends no-store on every answer, with and without a token, success or error, but where a route chose its own', async () => {
    const failures: string[] = [];
    for (const { method, path } of routes.filter((route) => !isDocs(route.path))) {
      const key = `${method} ${path}`;
      const url = path.replaceAll(/:\w+/g, '1');
      const role = path.startsWith('/api/staff') ? 'ADMIN' : 'STUDENT';
      const user = await createSignedInUser(t.app, role);
      for (const headers of [{}, user.headers]) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = res.statusCode < 300 || res.statusCode === 304 ? OWN_POLICY[key] : undefined;
        const got = res.headers['cache-control'];
        if (expected ? got !== expected : got !== 'no-store' && got !== 'private, no-store') {
          failures.push(
            `${key} (${res.statusCode}, ${Object.keys(headers).length ? 'token' : 'no token'}): ${got}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('no-store on the answers the probe found cached', () => {
  let student: Awaited<ReturnType<typeof signInWithOtp>>;
  beforeAll(async () => {
    student = await signInWithOtp(t, nextMobileNumber());
  });

  it('the sign-in answer that holds the token', async () => {
    const mobileNumber = nextMobileNumber();
    await t.app.inject({ method: 'POST', url: '/otp/generate', query: { mobileNumber } });
    const { readLastOtp } = await import('../helpers/sign-in.ts');
    const otp = await readLastOtp(t, mobileNumber);
    const res = await t.app.inject({ method: 'POST', url: '/otp/verify', payload: { mobileNumber, otp } });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/student-profiles', '/api/dashboard', '/student/document/download-all'])(
    'GET %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: student.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('a staff list of students', async () => {
    const admin = await createSignedInUser(t.app, 'ADMIN');
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/students', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
