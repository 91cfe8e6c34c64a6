import { MAX_JSON_DEPTH, REQUEST_SHAPE_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** Deep nesting is refused with a clear 400 before anything walks the body (it once overflowed the stack: 500). */
const t = useTestApp();

const nested = (depth: number, open = '[', close = ']', inner = '0') =>
  open.repeat(depth) + inner + close.repeat(depth);
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested JSON bodies', () => {
  it.each([
    ['POST', '/otp/verify', nested(4000)],
    ['POST', '/otp/verify', nestedObjects(4000)],
    // 40 KB, under the body limit: the recursive NUL check overflowed the stack here (500).
    ['POST', '/otp/verify', nested(20_000)],
    ['POST', '/otp/verify', `{"mobileNumber":${nested(45_000)}}`],
    ['PUT', '/api/student-profiles', nestedObjects(MAX_JSON_DEPTH + 1)],
    ['POST', '/api/course/filter', `{"q":${nested(MAX_JSON_DEPTH)}}`],
  ])('%s %s, nested beyond the limit → 400 with the contract message', async (method, url, payload) => {
    const student = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...(url.startsWith('/api') ? student.headers : {}) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'BAD_REQUEST',
      debugMessage: REQUEST_SHAPE_MESSAGES.nestedTooDeeply,
    });
  });

  it('counts only brackets outside strings (a name may hold "[[[[" and escaped quotes)', async () => {
    const name = `${'['.repeat(40)}\\"${'{'.repeat(40)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/otp/verify',
      payload: `{"mobileNumber":"${name}","otp":"123456"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).not.toBe(REQUEST_SHAPE_MESSAGES.nestedTooDeeply);
  });

  it('lets a body nested exactly to the limit through to the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/otp/verify',
      payload: nestedObjects(MAX_JSON_DEPTH),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).not.toBe(REQUEST_SHAPE_MESSAGES.nestedTooDeeply);
  });

  it('still refuses prototype poisoning as the default parser does', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/otp/verify',
      payload: '{"__proto__":{"admin":true},"mobileNumber":"9876543210","otp":"123456"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('query strings do not nest: a[b][c]=1 is one flat key, refused as unknown or ignored, never 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/course/journey?${'a['.repeat(500)}=1`,
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
