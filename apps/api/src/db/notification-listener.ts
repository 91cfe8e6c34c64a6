import pg from 'pg';
import type { TNotificationHandlers } from './notification-handlers.ts';

const RECONNECT_DELAY_MS = 500;
/**
 * A half-open connection (a failover, a NAT dropping idle flows) raises no event, and a listener that
 * silently hears nothing would trust stale sessions: it is asked a question this often, and one that
 * goes unanswered this long counts as lost.
 */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * LISTEN on PostgreSQL through one dedicated connection (a pooled one would be handed to queries and
 * returned at random). When that connection is lost it reconnects, listens again and tells every
 * listener to resync, since notifications sent in between are gone.
 */
export function createNotificationListener(connectionString: string) {
  const channels = new Map<string, Set<TNotificationHandlers>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      for (const handlers of channels.get(message.channel) ?? []) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN ${quote(channel)}`);
    return next;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (connected) => {
        client = connected;
        connecting = null;
        return connected;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current) return;
    const deadline = setTimeout(() => {
      lost(current);
      current.end().catch(() => {});
    }, HEARTBEAT_TIMEOUT_MS);
    current.query('select 1').then(
      () => clearTimeout(deadline),
      () => {
        clearTimeout(deadline);
        lost(current);
      },
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    which.removeAllListeners('notification');
    if (closed) return;
    for (const set of channels.values()) for (const handlers of set) handlers.onLost?.();
    const retry = () => {
      reconnectTimer = undefined;
      if (closed) return;
      ensureConnected().then(
        () => {
          for (const set of channels.values()) for (const handlers of set) handlers.onResync?.();
        },
        () => {
          reconnectTimer = setTimeout(retry, RECONNECT_DELAY_MS);
        },
      );
    };
    reconnectTimer = setTimeout(retry, RECONNECT_DELAY_MS);
  }

  async function listen(channel: string, handlers: TNotificationHandlers) {
    const isNew = !channels.has(channel);
    const set = channels.get(channel) ?? new Set();
    set.add(handlers);
    channels.set(channel, set);
    const connected = await ensureConnected();
    if (isNew) await connected.query(`LISTEN ${quote(channel)}`);
    return async () => {
      set.delete(handlers);
      if (set.size > 0 || channels.get(channel) !== set) return;
      channels.delete(channel);
      await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
    };
  }

  async function close() {
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(reconnectTimer);
    const open = client ?? (await connecting?.catch(() => null));
    client = null;
    await open?.end().catch(() => {});
  }

  return { listen, close };
}
