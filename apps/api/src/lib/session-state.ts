import { randomUUID } from 'node:crypto';
import { gt } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { revokedTokens } from '../db/platform-tables.ts';
import { accountSessions } from './account-sessions.ts';

/** What a session check needs of an account; times in epoch ms. */
export type TAccountState = {
  role: string;
  disabled: boolean;
  sessionsValidFrom: number | null;
  /** The stored last activity as last known here; null when not known (then a touch asks the database). */
  lastActivityAt: number | null;
};

export type TAccountRow = {
  id: number;
  role: string;
  disabledAt: Date | null;
  sessionsValidFrom: Date | null;
  lastActivityAt: Date | null;
};

export const ACCOUNTS_CHANNEL = 'portal_accounts';
export const REVOCATIONS_CHANNEL = 'portal_revocations';
const PRUNE_EVERY_MS = 60_000;
const RETRY_MAX_MS = 30_000;

type TLog = { warn: (object: object, message: string) => void };

export const accountStateOf = (row: Omit<TAccountRow, 'id'>): TAccountState => ({
  role: row.role,
  disabled: row.disabledAt !== null,
  sessionsValidFrom: row.sessionsValidFrom?.getTime() ?? null,
  lastActivityAt: row.lastActivityAt?.getTime() ?? null,
});

/**
 * Every account's role and status and the unexpired revoked tokens, in memory, so a session is checked
 * without a query. Loaded at start and kept current by the NOTIFYs of migration 0009, whoever makes the
 * change (any instance, the CLI, SQL by hand). `live` is false until loaded and while a PostgreSQL
 * listener is lost (until its resync reloads everything): session checks then ask the database.
 */
export function createSessionState(database: TDatabase, log: TLog) {
  let accounts = new Map<number, TAccountState>();
  let revoked = new Map<string, number>();
  /** Accounts known to be deleted: their tokens are refused without asking again. */
  let gone = new Set<number>();
  let live = false;
  /** Bumped by every account change heard, so a lookup read before it is not cached over it. */
  let accountEvents = 0;
  /** Bumped when a listener is lost: a load that started before says nothing about after. */
  let losses = 0;
  /** While a load runs, notifications wait here and are replayed over its snapshot, in order. */
  let pending: Array<() => void> | null = null;
  let loading: Promise<void> | null = null;
  let loadAgain = false;
  let loadingSince = 0;
  const waiters = new Map<string, Set<() => void>>();
  let unlistenAccounts: (() => Promise<void>) | undefined;
  let unlistenRevocations: (() => Promise<void>) | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  function onAccount(payload: string) {
    const message = parse(payload);
    if (typeof message?.sync === 'string') return resolveWaiter(`sync:${message.sync}`);
    const id = message?.id;
    if (typeof id !== 'number') return;
    const apply = () => {
      accountEvents += 1;
      if (message?.deleted === true) {
        accounts.delete(id);
        gone.add(id);
        return;
      }
      gone.delete(id);
      const sessionsValidFrom =
        message?.sessionsValidFrom == null ? null : Date.parse(String(message.sessionsValidFrom));
      // An unreadable time must not pass every session: forget the account, its next call reads it.
      if (Number.isNaN(sessionsValidFrom)) {
        accounts.delete(id);
        return;
      }
      accounts.set(id, {
        role: String(message?.role),
        disabled: message?.disabledAt != null,
        sessionsValidFrom,
        // Not announced: kept from what this instance knew.
        lastActivityAt: accounts.get(id)?.lastActivityAt ?? null,
      });
    };
    if (pending) pending.push(apply);
    else apply();
  }

  function onRevocation(payload: string) {
    const message = parse(payload);
    const jti = message?.jti;
    if (typeof jti !== 'string') return;
    const expiresAt = Date.parse(String(message?.expiresAt));
    const apply = () => revoked.set(jti, Number.isNaN(expiresAt) ? Number.POSITIVE_INFINITY : expiresAt);
    if (pending) pending.push(apply);
    else apply();
    // Heard here means delivered to every instance's listener at this moment too.
    resolveWaiter(`jti:${jti}`);
  }

  const onLost = () => {
    losses += 1;
    live = false;
  };
  const onResync = () => void connect();

  async function loadOnce(): Promise<void> {
    const lossesBefore = losses;
    pending = [];
    try {
      const [accountRows, revocationRows] = await Promise.all([
        database.db
          .select({
            id: accountSessions.id,
            role: accountSessions.role,
            disabledAt: accountSessions.disabledAt,
            sessionsValidFrom: accountSessions.sessionsValidFrom,
            lastActivityAt: accountSessions.lastActivityAt,
          })
          .from(accountSessions),
        database.db
          .select({ jti: revokedTokens.jti, expiresAt: revokedTokens.expiresAt })
          .from(revokedTokens)
          .where(gt(revokedTokens.expiresAt, new Date())),
      ]);
      accounts = new Map(accountRows.map((row) => [row.id, accountStateOf(row)]));
      revoked = new Map(revocationRows.map((row) => [row.jti, row.expiresAt.getTime()]));
      gone = new Set();
      accountEvents += 1;
    } finally {
      const replay = pending ?? [];
      pending = null;
      for (const apply of replay) apply();
    }
    if (losses === lossesBefore) live = true;
  }

  /** Reloads everything; calls that come while a load runs make one more load after it. */
  function reload(): Promise<void> {
    if (loading !== null) {
      // Both channels' resyncs of one reconnect come together: one load after the loss is enough.
      if (loadingSince !== losses) loadAgain = true;
      return loading;
    }
    loadingSince = losses;
    loading = (async () => {
      try {
        do {
          loadAgain = false;
          loadingSince = losses;
          await loadOnce();
        } while (loadAgain && !stopped);
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  /**
   * Listens first, then loads: a change committed in between is in the snapshot or replayed over it.
   * A failure is retried (sessions are checked by query meanwhile); so is a reload after a resync.
   */
  async function connect(attempt = 0): Promise<void> {
    try {
      unlistenAccounts ??= await database.listen(ACCOUNTS_CHANNEL, {
        onMessage: onAccount,
        onLost,
        onResync,
      });
      unlistenRevocations ??= await database.listen(REVOCATIONS_CHANNEL, {
        onMessage: onRevocation,
        onLost,
        onResync,
      });
      await reload();
      pruneTimer ??= setInterval(prune, PRUNE_EVERY_MS).unref();
    } catch (error) {
      if (stopped) return;
      const delay = Math.min(RETRY_MAX_MS, 1000 * 2 ** attempt);
      log.warn(
        { err: error },
        `session state not loaded; sessions are checked by query (retry in ${delay} ms)`,
      );
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void connect(attempt + 1), delay).unref();
    }
  }

  async function stop(): Promise<void> {
    stopped = true;
    live = false;
    clearInterval(pruneTimer);
    clearTimeout(retryTimer);
    for (const set of [...waiters.values()]) for (const resolve of set) resolve();
    await loading?.catch(() => {});
    const unlisten = [unlistenAccounts, unlistenRevocations];
    unlistenAccounts = unlistenRevocations = undefined;
    await Promise.all(unlisten.map((stopListening) => stopListening?.().catch(() => {})));
  }

  function prune() {
    const now = Date.now();
    for (const [jti, expiresAt] of revoked) if (expiresAt <= now) revoked.delete(jti);
  }

  function resolveWaiter(key: string) {
    for (const resolve of waiters.get(key) ?? []) resolve();
  }

  /** Resolves true once `key` is heard, false after `timeoutMs`. */
  function waitFor(key: string, timeoutMs: number): { heard: Promise<boolean>; cancel: () => void } {
    let resolve: (heard: boolean) => void = () => {};
    const heard = new Promise<boolean>((r) => {
      resolve = r;
    });
    const set = waiters.get(key) ?? new Set();
    waiters.set(key, set);
    const onHeard = () => finish(true);
    const finish = (value: boolean) => {
      clearTimeout(timer);
      set.delete(onHeard);
      if (set.size === 0 && waiters.get(key) === set) waiters.delete(key);
      resolve(value);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    set.add(onHeard);
    return { heard, cancel: () => finish(false) };
  }

  return {
    start: () => connect(),
    stop,
    isLive: () => live,
    account: (id: number) => accounts.get(id),
    isRevoked: (jti: string) => revoked.has(jti),
    eventCount: () => accountEvents,
    /** An account read by query (not yet heard of here): kept unless a change was heard meanwhile. */
    remember(id: number, state: TAccountState, eventsBefore: number) {
      if (live && accountEvents === eventsBefore && !accounts.has(id)) accounts.set(id, state);
    },
    isGone: (id: number) => gone.has(id),
    /** An account read by query and not found: refused from now on without a query. */
    rememberGone(id: number, eventsBefore: number) {
      if (live && accountEvents === eventsBefore) gone.add(id);
    },
    /** Forgets an account, so its next check reads it from the database. */
    forget(id: number) {
      accountEvents += 1;
      accounts.delete(id);
    },
    markRevoked: (jti: string, expiresAt: number) => revoked.set(jti, expiresAt),
    setLastActivity(id: number, at: number) {
      const account = accounts.get(id);
      if (account) account.lastActivityAt = at;
    },
    /** Resolves true when this instance hears the revocation of `jti` (then so has every other). */
    waitForRevocation: (jti: string, timeoutMs: number) => waitFor(`jti:${jti}`, timeoutMs),
    /**
     * A barrier: resolves true once every account change committed before the call has been heard
     * here (notifications arrive in commit order; this one is sent after them).
     */
    async catchUp(timeoutMs: number): Promise<boolean> {
      if (!live) return true;
      const marker = randomUUID();
      const wait = waitFor(`sync:${marker}`, timeoutMs);
      try {
        await database.query('select pg_notify($1, $2)', [
          ACCOUNTS_CHANNEL,
          JSON.stringify({ sync: marker }),
        ]);
      } catch (error) {
        wait.cancel();
        throw error;
      }
      return wait.heard;
    },
  };
}

export type TSessionState = ReturnType<typeof createSessionState>;

function parse(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
