import { randomUUID } from 'node:crypto';
import { type TRole, ZRole } from '@portal/contract';
import { eq, lt } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { TDb } from '../db/client.ts';
import { revokedTokens } from '../db/schema/index.ts';
import { sessionExpired } from './app-error.ts';
import type { TSessionUser } from './session-user.ts';

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'study-abroad-portal';

export type TTokenService = ReturnType<typeof createTokenService>;

export function createTokenService(db: TDb, secret: string) {
  const key = new TextEncoder().encode(secret);

  async function issue(user: { id: number; role: TRole }, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
    return new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(key);
  }

  /** Verifies signature (HS256 only), expiry and revocation; any failure is SESSION_EXPIRED. */
  async function verify(token: string): Promise<TSessionUser> {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['exp', 'jti', 'sub'],
      }));
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw sessionExpired(expired ? 'Session token has expired' : 'Session token is invalid');
    }
    const id = Number(payload.sub);
    const role = ZRole.safeParse(payload.role);
    if (!Number.isInteger(id) || !role.success || !payload.jti || !payload.exp) {
      throw sessionExpired('Session token is invalid');
    }
    const [revoked] = await db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, payload.jti));
    if (revoked) throw sessionExpired('Session token has been revoked');
    return { id, role: role.data, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  }

  async function revoke(user: TSessionUser): Promise<void> {
    await db.insert(revokedTokens).values({ jti: user.jti, expiresAt: user.expiresAt }).onConflictDoNothing();
    // Revocations outlive their tokens by nothing: prune the expired ones as we go.
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  }

  return { issue, verify, revoke };
}
