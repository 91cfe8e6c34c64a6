import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, nextMobileNumber } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

// A known secret, so the test can forge tokens with the right key but the wrong algorithm.
const SECRET = 'test-secret-for-algorithm-checks-0123456789';
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ jwtSecret: SECRET });
});
afterAll(async () => {
  await t.close();
});

const logout = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/auth/logout', headers: authorization ? { authorization } : {} });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims exactly like a real token's, so only the algorithm differs. */
const claimsOf = (id: number) => ({
  sub: String(id),
  role: 'STUDENT',
  iss: 'study-abroad-portal',
  jti: crypto.randomUUID(),
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 3600,
});

describe('GET /auth/logout', () => {
  it('revokes the token: 200, then SESSION_EXPIRED for that token', async () => {
    const session = await signInWithOtp(t, nextMobileNumber());
    const res = await logout(session.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully!' });

    const again = await logout(session.headers.authorization);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      status: 'SESSION_EXPIRED',
      debugMessage: 'Session token has been revoked',
    });
  });

  it('revokes only that token: another session of the same student stays valid', async () => {
    const mobileNumber = nextMobileNumber();
    const phone = await signInWithOtp(t, mobileNumber);
    const laptop = await signInWithOtp(t, mobileNumber);
    expect((await logout(phone.headers.authorization)).statusCode).toBe(200);
    expect((await logout(laptop.headers.authorization)).statusCode).toBe(200);
  });
});

describe('protected call with a bad token: 401 SESSION_EXPIRED', () => {
  it.each<[string, () => Promise<string | undefined>]>([
    ['no Authorization header', async () => undefined],
    ['an empty Bearer', async () => 'Bearer '],
    ['a non-Bearer scheme', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['garbage', async () => 'Bearer not-a-jwt'],
    [
      'an expired token',
      async () => {
        const user = await createSignedInUser(t.app);
        return `Bearer ${await t.app.tokens.issue({ id: user.id, role: 'STUDENT' }, -10)}`;
      },
    ],
    [
      'an unsigned alg "none" token',
      async () => {
        const user = await createSignedInUser(t.app);
        return `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(user.id))}.`;
      },
    ],
    [
      'an HS512 token made with the right secret',
      async () => {
        const user = await createSignedInUser(t.app);
        const token = await new SignJWT(claimsOf(user.id))
          .setProtectedHeader({ alg: 'HS512' })
          .sign(new TextEncoder().encode(SECRET));
        return `Bearer ${token}`;
      },
    ],
    [
      'a token signed with another secret',
      async () => {
        const user = await createSignedInUser(t.app);
        const token = await new SignJWT(claimsOf(user.id))
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!'));
        return `Bearer ${token}`;
      },
    ],
    [
      'a tampered payload',
      async () => {
        const user = await createSignedInUser(t.app);
        const [header, , signature] = user.token.split('.');
        return `Bearer ${header}.${base64url({ ...claimsOf(user.id), role: 'ADMIN' })}.${signature}`;
      },
    ],
  ])('%s', async (_label, makeHeader) => {
    const res = await logout(await makeHeader());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('the forged tokens above would have been accepted with HS256 and the right secret (control)', async () => {
    const user = await createSignedInUser(t.app);
    const token = await new SignJWT(claimsOf(user.id))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(SECRET));
    expect((await logout(`Bearer ${token}`)).statusCode).toBe(200);
  });
});
