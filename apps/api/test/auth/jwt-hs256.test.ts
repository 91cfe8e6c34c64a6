import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJwtHs256 } from '../../src/lib/jwt-hs256.ts';

/** Session tokens signed and checked with node:crypto: the same tokens jose makes and accepts. */
const SECRET = 'jwt-unit-test-secret-0123456789abcdef';
const ISSUER = 'study-abroad-portal';
const jwt = createJwtHs256(SECRET, ISSUER);
const key = new TextEncoder().encode(SECRET);
const now = Math.floor(Date.now() / 1000);
const claims = { role: 'STUDENT', sub: '42', iss: ISSUER, jti: 'a-jti', iat: now, exp: now + 3600 };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with the right key over any header and claims. */
function forge(header: object, payload: object): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
}
const refusal = (token: string) => {
  try {
    jwt.verify(token);
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('HS256 session tokens', () => {
  it('signs what jose accepts, and accepts what jose signs', async () => {
    const token = jwt.sign(claims);
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual(claims);

    const byJose = await new SignJWT({ role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setIssuer(ISSUER)
      .setJti('j')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    expect(jwt.verify(byJose)).toEqual({ sub: '7', jti: 'j', iat: now, exp: now + 60 });
    // jose's own layout, byte for byte: a token issued before this change stays valid.
    expect(jwt.sign({ role: 'ADMIN', sub: '7', iss: ISSUER, jti: 'j', iat: now, exp: now + 60 })).toBe(
      byJose,
    );
  });

  it('accepts a header without typ (jose does)', () => {
    expect(jwt.verify(forge({ alg: 'HS256' }, claims))).toMatchObject({ sub: '42' });
  });

  it('says expired only for a genuine token past its exp', () => {
    expect(refusal(jwt.sign({ ...claims, exp: now - 1 }))).toBe('Session token has expired');
    expect(refusal(jwt.sign({ ...claims, exp: now }))).toBe('Session token has expired');
    expect(refusal(forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: now - 1 }).slice(0, -2))).toBe(
      'Session token is invalid',
    );
  });

  it.each<[string, string]>([
    ['alg none, unsigned', `${b64({ alg: 'none' })}.${b64(claims)}.`],
    ['alg none with a signature', forge({ alg: 'none' }, claims)],
    ['HS512 in the header', forge({ alg: 'HS512' }, claims)],
    ['RS256 in the header', forge({ alg: 'RS256', typ: 'JWT' }, claims)],
    ['another typ', forge({ alg: 'HS256', typ: 'at+jwt' }, claims)],
    ['a critical extension', forge({ alg: 'HS256', crit: ['b64'], b64: false }, claims)],
    ['b64 false', forge({ alg: 'HS256', b64: false }, claims)],
    ['a header that is not an object', `${Buffer.from('"HS256"').toString('base64url')}.${b64(claims)}.x`],
    ['another issuer', forge({ alg: 'HS256' }, { ...claims, iss: 'elsewhere' })],
    ['no exp', forge({ alg: 'HS256' }, { ...claims, exp: undefined })],
    ['exp as text', forge({ alg: 'HS256' }, { ...claims, exp: String(now + 60) })],
    ['iat as text', forge({ alg: 'HS256' }, { ...claims, iat: String(now) })],
    ['not valid before a later time', forge({ alg: 'HS256' }, { ...claims, nbf: now + 600 })],
    ['no jti', forge({ alg: 'HS256' }, { ...claims, jti: undefined })],
    ['an empty jti', forge({ alg: 'HS256' }, { ...claims, jti: '' })],
    ['no sub', forge({ alg: 'HS256' }, { ...claims, sub: undefined })],
    ['a numeric sub', forge({ alg: 'HS256' }, { ...claims, sub: 42 })],
    ['a payload that is an array', forge({ alg: 'HS256' }, [claims])],
    [
      'a tampered payload',
      `${jwt.sign(claims).split('.')[0]}.${b64({ ...claims, role: 'ADMIN' })}.${jwt.sign(claims).split('.')[2]}`,
    ],
    ['two segments', jwt.sign(claims).split('.').slice(0, 2).join('.')],
    ['four segments', `${jwt.sign(claims)}.x`],
    ['a signature with a character outside base64url', `${jwt.sign(claims).slice(0, -1)}+`],
    ['a padded signature', `${jwt.sign(claims)}=`],
    ['garbage', 'not-a-jwt'],
    ['empty', ''],
  ])('refuses %s as invalid', (_label, token) => {
    expect(refusal(token)).toBe('Session token is invalid');
  });

  it('refuses a token signed with another secret', () => {
    const other = createJwtHs256('another-secret-of-at-least-32-characters!', ISSUER);
    expect(refusal(other.sign(claims))).toBe('Session token is invalid');
  });

  it('a token checked once is still refused once it expires, or before its not-before time', () => {
    const token = forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, jti: 'kept-jti', exp: now + 60 });
    expect(jwt.verify(token, now).jti).toBe('kept-jti');
    expect(jwt.verify(token, now + 30).jti).toBe('kept-jti');
    expect(() => jwt.verify(token, now + 60)).toThrow('Session token has expired');
    const later = forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, jti: 'nbf-jti', nbf: now + 10 });
    expect(jwt.verify(later, now + 10).jti).toBe('nbf-jti');
    expect(() => jwt.verify(later, now + 5)).toThrow('Session token is invalid');
  });
});
