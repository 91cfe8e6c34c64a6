/** What the web app reads of its token (the server checks it on every call; this is never trusted). */
export type TTokenClaims = {
  sub: string;
  /** Issued (last renewed) at, epoch seconds. */
  iat: number | undefined;
  exp: number | undefined;
  /** Staff tokens only: when the session began (sign-in), kept through renewals. */
  authTime: number | undefined;
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The claims of a JWT read without verifying it; null when unreadable. */
export function readTokenClaims(token: string | null): TTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as Record<
      string,
      unknown
    > | null;
    if (typeof claims?.sub !== 'string') return null;
    return {
      sub: claims.sub,
      iat: isNumber(claims.iat) ? claims.iat : undefined,
      exp: isNumber(claims.exp) ? claims.exp : undefined,
      authTime: isNumber(claims.auth_time) ? claims.auth_time : undefined,
    };
  } catch {
    return null;
  }
}

/** Two tokens of one session: the second is the first renewed (same account, same staff session start). */
export function isSameSession(first: string | null, second: string | null): boolean {
  const a = readTokenClaims(first);
  const b = readTokenClaims(second);
  return a !== null && b !== null && a.authTime !== undefined && a.sub === b.sub && a.authTime === b.authTime;
}
