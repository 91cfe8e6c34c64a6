import { randomUUID } from 'node:crypto';
import { STAFF_ACCOUNT_MESSAGES, type TRole, ZRole } from '@portal/contract';
import { eq, lt } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { revokedTokens, users } from '../db/schema/index.ts';
import { ACTIVITY_TOUCH_MS, createActivityTracker } from './activity-tracker.ts';
import { AppError, sessionExpired } from './app-error.ts';
import { createJwtHs256, JwtRefusal } from './jwt-hs256.ts';
import { accountStateOf, createSessionState, type TAccountState } from './session-state.ts';
import type { TSessionUser } from './session-user.ts';

export { ACTIVITY_TOUCH_MS };
export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
const ISSUER = 'study-abroad-portal';
/** How long a logout or a staff change waits to be heard by every instance before it answers. */
const HEARD_WITHIN_MS = 1000;
const ACCOUNT_GONE = 'The account of this session no longer exists';
const ROLES: ReadonlySet<string> = new Set(ZRole.options);

export type TTokenService = ReturnType<typeof createTokenService>;

export type TTokenServiceOptions = {
  clock?: { now: () => Date };
  log?: { warn: (object: object, message: string) => void };
  /** How often noted last activity is written (ms); 0: only on flushActivity() and close. */
  activityFlushMs?: number;
};

export function createTokenService(database: TDatabase, secret: string, options: TTokenServiceOptions = {}) {
  const { db } = database;
  const clock = options.clock ?? { now: () => new Date() };
  const log = options.log ?? { warn: () => {} };
  const jwt = createJwtHs256(secret, ISSUER);
  const state = createSessionState(database, log);
  const activity = createActivityTracker(database, { log, onStored: state.setLastActivity });
  let flushTimer: NodeJS.Timeout | undefined;

  async function issue(user: { id: number; role: TRole }, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    return jwt.sign({
      role: user.role,
      sub: String(user.id),
      iss: ISSUER,
      jti: randomUUID(),
      iat,
      exp: iat + ttlSeconds,
    });
  }

  /**
   * Checks the signature (HS256 only) and expiry, then the account as it is now from memory (see
   * session-state.ts): the role is the account's current one (a demoted admin loses admin calls at
   * once), and a revoked token or a disabled or deleted account is refused. No query on this path;
   * the database is asked only for an account not heard of yet, or while the state is not trusted.
   * Any failure is SESSION_EXPIRED.
   */
  async function verify(token: string): Promise<TSessionUser> {
    let claims: ReturnType<typeof jwt.verify>;
    try {
      claims = jwt.verify(token);
    } catch (error) {
      if (error instanceof JwtRefusal) throw sessionExpired(error.message);
      throw error;
    }
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
      throw sessionExpired('Session token is invalid');
    const { jti } = claims;
    const live = state.isLive();
    if (live && state.isGone(id)) throw sessionExpired(ACCOUNT_GONE);
    // Checked first in every case: a logout of this instance is in memory before its insert commits.
    if (state.isRevoked(jti)) throw sessionExpired('Session token has been revoked');
    const account = (live ? state.account(id) : undefined) ?? (await readAccount(id, jti, claims.exp));
    if (account.disabled) {
      const message = STAFF_ACCOUNT_MESSAGES.accountDisabled;
      throw new AppError('SESSION_EXPIRED', message, message);
    }
    // Sessions of before a disable stay refused after the account is re-enabled: its holder signs in again.
    if (account.sessionsValidFrom !== null && (claims.iat ?? 0) * 1000 < account.sessionsValidFrom) {
      throw sessionExpired('This session ended when the account was disabled. Sign in again.');
    }
    if (!ROLES.has(account.role)) throw sessionExpired('Session token is invalid');
    const role = account.role as TRole;
    if (role === 'STUDENT') activity.touch(id, account.lastActivityAt, clock.now().getTime());
    return { id, role, jti, expiresAt: new Date(claims.exp * 1000) };
  }

  /** The account and the token's revocation in one query; the account is kept for the next calls. */
  async function readAccount(id: number, jti: string, exp: number): Promise<TAccountState> {
    const eventsBefore = state.eventCount();
    const [row] = await db
      .select({
        role: users.role,
        disabledAt: users.disabledAt,
        sessionsValidFrom: users.sessionsValidFrom,
        lastActivityAt: users.lastActivityAt,
        revokedJti: revokedTokens.jti,
      })
      .from(users)
      .leftJoin(revokedTokens, eq(revokedTokens.jti, jti))
      .where(eq(users.id, id));
    if (!row) {
      state.rememberGone(id, eventsBefore);
      throw sessionExpired(ACCOUNT_GONE);
    }
    const account = accountStateOf(row);
    state.remember(id, account, eventsBefore);
    if (row.revokedJti !== null) {
      state.markRevoked(jti, exp * 1000);
      throw sessionExpired('Session token has been revoked');
    }
    return account;
  }

  /**
   * Refused here at once; answered once every instance has heard it (bounded), so the token is
   * refused on the very next call wherever it is sent.
   */
  async function revoke(user: TSessionUser): Promise<void> {
    state.markRevoked(user.jti, user.expiresAt.getTime());
    const wait = state.waitForRevocation(user.jti, HEARD_WITHIN_MS);
    const inserted = await db
      .insert(revokedTokens)
      .values({ jti: user.jti, expiresAt: user.expiresAt })
      .onConflictDoNothing()
      .returning({ jti: revokedTokens.jti })
      .catch((error: unknown) => {
        wait.cancel();
        throw error;
      });
    // Already revoked (a second logout at the same moment): nothing new to be heard. Nor while this
    // instance's listener is down (its checks query the database meanwhile).
    if (inserted.length === 0 || !state.isLive()) wait.cancel();
    // Revocations outlive their tokens by nothing: prune the expired ones as we go.
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    await wait.heard;
  }

  /**
   * After a committed change of an account's role or status: resolves once this instance (and so
   * every instance) has heard it; if that takes too long, the account is read again on its next call.
   */
  async function accountChanged(id: number): Promise<void> {
    // The change is committed whatever happens here: unheard or failed, the account is read afresh.
    const heard = await state.catchUp(HEARD_WITHIN_MS).catch(() => false);
    if (!heard) state.forget(id);
  }

  return {
    issue,
    verify,
    revoke,
    accountChanged,
    /** A barrier for changes made outside this service (SQL, the CLI): see session-state catchUp. */
    catchUp: () => state.catchUp(HEARD_WITHIN_MS),
    /** Sessions are checked from memory kept current by notifications (the readiness check). */
    isLive: () => state.isLive(),
    /** Writes the noted last activity now (tests, and before close). */
    flushActivity: () => activity.flush(),
    /** Listens and loads; the app's onReady. Sessions are checked by query until this has loaded. */
    async start(): Promise<void> {
      await state.start();
      if (options.activityFlushMs && !flushTimer) {
        flushTimer = setInterval(() => void activity.flush(), options.activityFlushMs).unref();
      }
    },
    async stop(): Promise<void> {
      clearInterval(flushTimer);
      flushTimer = undefined;
      await activity.flush();
      await state.stop();
    },
  };
}
