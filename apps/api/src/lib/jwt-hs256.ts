import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Session tokens as compact JWS, HS256 only, signed and checked synchronously with node:crypto (the
 * async WebCrypto path of a JOSE library cost ~8 % of a request). Tokens are the same bytes jose made:
 * header {"alg":"HS256","typ":"JWT"}, claims role, sub, iss, jti, iat, exp, and for staff auth_time (the
 * session's start, OpenID Connect's claim name).
 */
export type TJwtClaims = {
  role: string;
  sub: string;
  iss: string;
  jti: string;
  iat: number;
  exp: number;
  auth_time?: number;
};

/** A verified token's claims; the checks a JOSE library makes, and the ones this API requires. */
export type TVerifiedClaims = {
  sub: string;
  jti: string;
  iat: number | undefined;
  exp: number;
  auth_time: number | undefined;
};

/**
 * Why a token is refused: only expiry gets its own message. An expired token's claims (its signature
 * checked) come along, so the caller can say which limit ended the session.
 */
export class JwtRefusal extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    readonly claims?: TVerifiedClaims,
  ) {
    super(reason === 'expired' ? 'Session token has expired' : 'Session token is invalid');
  }
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;
// 32 bytes of HMAC-SHA256 are 43 base64url characters without padding.
const SIGNATURE_LENGTH = 43;

export function createJwtHs256(secret: string, issuer: string) {
  const key = Buffer.from(secret, 'utf8');
  const mac = (input: string) => createHmac('sha256', key).update(input).digest();

  function sign(claims: TJwtClaims): string {
    const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${input}.${mac(input).toString('base64url')}`;
  }

  /**
   * Tokens whose signature and claims were checked, by their exact text: a client sends the same token
   * on every call, and the HMAC and two JSON parses were the largest cost of a cached page left (CPU
   * profile of the filter under load). Only tokens made with our key get in; expiry and not-before are
   * checked again on every use. Bounded: the oldest entry goes first. fast-jwt's verifier cache was
   * measured in its place and kept out: a hit cost ~650 ns keyed by the token's text (and a process
   * warning about custom cache keys), ~13 µs with its default key (a SHA-256 of the token), against
   * ~110 ns here; its expiry would follow the real clock, not the session clock.
   */
  const verified = new Map<string, { claims: TVerifiedClaims; nbf: number | undefined }>();

  /** Throws JwtRefusal; `nowSeconds` is real time, as the tokens' iat and exp are. */
  function verify(token: string, nowSeconds = Math.floor(Date.now() / 1000)): TVerifiedClaims {
    const known = verified.get(token);
    if (known) {
      if (known.nbf !== undefined && known.nbf > nowSeconds) throw invalid();
      if (known.claims.exp <= nowSeconds) {
        verified.delete(token);
        throw new JwtRefusal('expired', known.claims);
      }
      return known.claims;
    }
    const claims = verifyText(token, nowSeconds);
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
    return claims.claims;
  }

  function verifyText(token: string, nowSeconds: number) {
    const first = token.indexOf('.');
    const second = token.indexOf('.', first + 1);
    if (first < 1 || second < first + 2 || token.indexOf('.', second + 1) !== -1) throw invalid();
    const header = token.slice(0, first);
    const payload = token.slice(first + 1, second);
    const signature = token.slice(second + 1);
    if (signature.length !== SIGNATURE_LENGTH || !SEGMENT.test(signature)) throw invalid();
    if (!SEGMENT.test(header) || !SEGMENT.test(payload)) throw invalid();
    // The algorithm is fixed, so the header is judged after the signature: a token not made with our
    // key is refused without reading a byte of it.
    if (!timingSafeEqual(Buffer.from(signature, 'base64url'), mac(token.slice(0, second)))) throw invalid();
    checkHeader(parseObject(header));
    const claims = parseObject(payload);
    return { claims: checkClaims(claims, nowSeconds), nbf: claims.nbf as number | undefined };
  }

  function checkClaims(claims: Record<string, unknown>, now: number): TVerifiedClaims {
    const { sub, jti, iat, exp, nbf, iss, auth_time: authTime } = claims;
    if (iss !== issuer) throw invalid();
    if (typeof exp !== 'number' || !Number.isFinite(exp)) throw invalid();
    if (iat !== undefined && (typeof iat !== 'number' || !Number.isFinite(iat))) throw invalid();
    if (authTime !== undefined && (typeof authTime !== 'number' || !Number.isFinite(authTime)))
      throw invalid();
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) throw invalid();
    if (typeof sub !== 'string' || typeof jti !== 'string' || jti.length === 0) throw invalid();
    const checked = { sub, jti, iat, exp, auth_time: authTime };
    if (exp <= now) throw new JwtRefusal('expired', checked);
    return checked;
  }

  return { sign, verify };
}

const invalid = () => new JwtRefusal('invalid');
const VERIFIED_TOKENS_KEPT = 10_000;

function parseObject(segment: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
  return value as Record<string, unknown>;
}

/** HS256 and nothing else: no "none", no other HMAC or key type, no critical extensions, no b64:false. */
function checkHeader(header: Record<string, unknown>): void {
  if (header.alg !== 'HS256') throw invalid();
  if (header.typ !== undefined && header.typ !== 'JWT') throw invalid();
  if (header.crit !== undefined || header.b64 !== undefined) throw invalid();
}
