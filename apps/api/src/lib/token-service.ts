import { randomUUID } from 'node:crypto';
import { STAFF_ACCOUNT_MESSAGES, type TRole, ZRole } from '@portal/contract';
import { and, eq, lt } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { TDb } from '../db/client.ts';
import { revokedTokens, users } from '../db/schema/index.ts';
import { AppError, sessionExpired } from './app-error.ts';
import type { TSessionUser } from './session-user.ts';

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'study-abroad-portal';
/** A student's last activity is written at most this often: most calls only read the account. */
export const ACTIVITY_TOUCH_MS = 10 * 60 * 1000;

export type TTokenService = ReturnType<typeof createTokenService>;

export function createTokenService(
  db: TDb,
  secret: string,
  clock: { now: () => Date } = { now: () => new Date() },
) {
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

  /**
   * Verifies signature (HS256 only) and expiry, then reads the account as the database has it now,
   * together with the token's revocation, in one query: the role is the account's current one (a
   * demoted admin loses admin calls at once), and a disabled or vanished account is refused. Any
   * failure is SESSION_EXPIRED.
   */
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
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647 || !payload.jti || !payload.exp) {
      throw sessionExpired('Session token is invalid');
    }
    const [account] = await db
      .select({
        role: users.role,
        disabledAt: users.disabledAt,
        sessionsValidFrom: users.sessionsValidFrom,
        lastActivityAt: users.lastActivityAt,
        revokedJti: revokedTokens.jti,
      })
      .from(users)
      .leftJoin(revokedTokens, eq(revokedTokens.jti, payload.jti))
      .where(eq(users.id, id));
    if (!account) throw sessionExpired('The account of this session no longer exists');
    if (account.revokedJti !== null) throw sessionExpired('Session token has been revoked');
    if (account.disabledAt !== null) {
      const message = STAFF_ACCOUNT_MESSAGES.accountDisabled;
      throw new AppError('SESSION_EXPIRED', message, message);
    }
    // Sessions of before a disable stay refused after the account is re-enabled: its holder signs in again.
    if (account.sessionsValidFrom && (payload.iat ?? 0) * 1000 < account.sessionsValidFrom.getTime()) {
      throw sessionExpired('This session ended when the account was disabled. Sign in again.');
    }
    const role = ZRole.safeParse(account.role);
    if (!role.success) throw sessionExpired('Session token is invalid');
    if (role.data === 'STUDENT') await touchActivity(id, account.lastActivityAt);
    return { id, role: role.data, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  }

  /** Staff see when a student last used the portal; written only when the stored time is stale. */
  async function touchActivity(id: number, lastActivityAt: Date): Promise<void> {
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - ACTIVITY_TOUCH_MS);
    if (lastActivityAt >= staleBefore) return;
    // Conditional, so parallel calls of one student write once and a newer time is never put back.
    await db
      .update(users)
      .set({ lastActivityAt: now })
      .where(and(eq(users.id, id), lt(users.lastActivityAt, staleBefore)));
  }

  async function revoke(user: TSessionUser): Promise<void> {
    await db.insert(revokedTokens).values({ jti: user.jti, expiresAt: user.expiresAt }).onConflictDoNothing();
    // Revocations outlive their tokens by nothing: prune the expired ones as we go.
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  }

  return { issue, verify, revoke };
}
