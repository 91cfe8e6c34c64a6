import { randomUUID } from 'node:crypto';
import {
  SESSION_POLICY,
  SESSION_POLICY_MESSAGES,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_ROLES,
  type TRole,
  ZRole,
} from '@portal/contract';
import { eq, lt } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { revokedTokens } from '../db/platform-tables.ts';
import { accountSessions } from './account-sessions.ts';
import { ACTIVITY_TOUCH_MS, createActivityTracker } from './activity-tracker.ts';
import { AppError, forbidden, sessionExpired } from './app-error.ts';
import { createJwtHs256, JwtRefusal } from './jwt-hs256.ts';
import { accountStateOf, createSessionState, type TAccountState } from './session-state.ts';
import type { TSessionUser } from './session-user.ts';

export { ACTIVITY_TOUCH_MS };
/** A student token's lifetime; staff tokens: see SESSION_POLICY (idle period, absolute limit). */
export const TOKEN_TTL_SECONDS = SESSION_POLICY.studentTokenSeconds;
const ISSUER = 'study-abroad-portal';
/** How long a logout or a staff change waits to be heard by every instance before it answers. */
const HEARD_WITHIN_MS = 1000;
const ACCOUNT_GONE = 'The account of this session no longer exists';
const ROLES: ReadonlySet<string> = new Set(ZRole.options);
const isStaffRole = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);
/** A refusal whose reason the client shows as it is (public message). */
const ended = (message: string) => new AppError('SESSION_EXPIRED', message, message);

/**
 * When "end every session" takes effect: the next whole second. Tokens carry whole seconds (iat), so
 * every token issued until now (iat <= this second) is refused, and one issued once it has come is not:
 * callers answer only after it (see sessionsEnded), so a sign-in right after the answer works.
 */
export const sessionsCutoff = (now: Date) => new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);

export type TTokenService = ReturnType<typeof createTokenService>;

export type TTokenServiceOptions = {
  clock?: { now: () => Date };
  /**
   * The time tokens are issued and judged by (iat, exp, the staff idle period and absolute limit): real
   * time. Apart from the app's clock, which tests move years ahead (booking windows) with tokens issued
   * now; session tests move this one.
   */
  sessionClock?: { now: () => Date };
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

  const sessionClock = options.sessionClock ?? { now: () => new Date() };
  const nowSeconds = () => Math.floor(sessionClock.now().getTime() / 1000);

  /**
   * A student token lives TOKEN_TTL_SECONDS. A staff token carries its session's start (auth_time: now,
   * or the renewed session's) and expires at the session's absolute limit; the idle period is judged
   * from its iat on every call (verify), so a token not renewed in time is refused.
   */
  async function issue(
    user: { id: number; role: TRole },
    ttlSeconds?: number,
    authTime?: number,
  ): Promise<string> {
    const iat = nowSeconds();
    const base = { role: user.role, sub: String(user.id), iss: ISSUER, jti: randomUUID(), iat };
    if (!isStaffRole(user.role)) return jwt.sign({ ...base, exp: iat + (ttlSeconds ?? TOKEN_TTL_SECONDS) });
    const start = authTime ?? iat;
    const exp = ttlSeconds === undefined ? start + SESSION_POLICY.staffAbsoluteSeconds : iat + ttlSeconds;
    return jwt.sign({ ...base, auth_time: start, exp });
  }

  /** Staff: the session's absolute limit and the idle period since the token was issued (renewed). */
  function checkStaffLifetime(claims: { iat: number | undefined; auth_time: number | undefined }): number {
    const now = nowSeconds();
    const issuedAt = claims.iat ?? 0;
    // A staff token of before these limits has no auth_time: its session began when it was issued.
    const authTime = claims.auth_time ?? issuedAt;
    if (now >= authTime + SESSION_POLICY.staffAbsoluteSeconds)
      throw ended(SESSION_POLICY_MESSAGES.absoluteExpired);
    if (now >= issuedAt + SESSION_POLICY.staffIdleSeconds) throw ended(SESSION_POLICY_MESSAGES.idleExpired);
    return authTime;
  }

  /**
   * Checks the signature (HS256 only) and expiry, then the account as it is now from memory (see
   * session-state.ts): the role is the account's current one (a demoted admin loses admin calls at
   * once), and a revoked token or a disabled or deleted account is refused. No query on this path;
   * the database is asked only for an account not heard of yet, or while the state is not trusted.
   * Any failure is SESSION_EXPIRED.
   */
  async function verify(token: string, options: { noteActivity?: boolean } = {}): Promise<TSessionUser> {
    let claims: ReturnType<typeof jwt.verify>;
    try {
      claims = jwt.verify(token, nowSeconds());
    } catch (error) {
      if (!(error instanceof JwtRefusal)) throw error;
      // Only staff tokens carry auth_time, and they expire at their session's absolute limit.
      if (error.claims?.auth_time !== undefined) throw ended(SESSION_POLICY_MESSAGES.absoluteExpired);
      throw sessionExpired(error.message);
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
    // Set by a disable, "sign out everywhere" or an admin ending the sessions: every older token ends.
    if (account.sessionsValidFrom !== null && (claims.iat ?? 0) * 1000 < account.sessionsValidFrom) {
      throw ended(SESSION_POLICY_MESSAGES.sessionsEnded);
    }
    if (!ROLES.has(account.role)) throw sessionExpired('Session token is invalid');
    const role = account.role as TRole;
    const expiresAt = new Date(claims.exp * 1000);
    // By the account's current role: a staff account's token obeys the staff limits whatever it says.
    if (isStaffRole(role)) return { id, role, jti, expiresAt, authTime: checkStaffLifetime(claims) };
    // A background poll (the bell's count) is not the student using the portal.
    if (options.noteActivity !== false) activity.touch(id, account.lastActivityAt, clock.now().getTime());
    return { id, role, jti, expiresAt };
  }

  /** The account and the token's revocation in one query; the account is kept for the next calls. */
  async function readAccount(id: number, jti: string, exp: number): Promise<TAccountState> {
    const eventsBefore = state.eventCount();
    const [row] = await db
      .select({
        role: accountSessions.role,
        disabledAt: accountSessions.disabledAt,
        sessionsValidFrom: accountSessions.sessionsValidFrom,
        lastActivityAt: accountSessions.lastActivityAt,
        revokedJti: revokedTokens.jti,
      })
      .from(accountSessions)
      .leftJoin(revokedTokens, eq(revokedTokens.jti, jti))
      .where(eq(accountSessions.id, id));
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
   * A fresh token of the same staff session (same auth_time) for a verified staff user, and the old
   * one revoked, so one token of a session is live at a time. Students are refused (their token lasts
   * its lifetime). After the absolute limit verify has refused the token already.
   */
  async function renew(user: TSessionUser): Promise<string> {
    if (!isStaffRole(user.role) || user.authTime === undefined)
      throw forbidden(SESSION_POLICY_MESSAGES.renewStaffOnly);
    const token = await issue(user, undefined, user.authTime);
    await revoke(user);
    return token;
  }

  /**
   * After a committed sessions_valid_from of `cutoff` (sessionsCutoff): answers once every instance has
   * heard it and the cutoff second has come, so the caller's next sign-in gets a token that is valid.
   */
  async function sessionsEnded(id: number, cutoff: Date): Promise<void> {
    await accountChanged(id);
    const wait = cutoff.getTime() - sessionClock.now().getTime();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Ends every session of an account (sign out everywhere): all its tokens issued until now are refused. */
  async function endSessions(id: number): Promise<Date> {
    const cutoff = sessionsCutoff(sessionClock.now());
    await db.update(accountSessions).set({ sessionsValidFrom: cutoff }).where(eq(accountSessions.id, id));
    await sessionsEnded(id, cutoff);
    return cutoff;
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
    renew,
    endSessions,
    sessionsEnded,
    /** When ending an account's sessions now takes effect (see sessionsCutoff). */
    cutoff: () => sessionsCutoff(sessionClock.now()),
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
