import type pg from 'pg';
import type { TNotificationHandlers } from './notification-handlers.ts';

const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN for the embedded database in its worker, on the pool's one and only connection (see
 * openPgliteWorker): PGlite has a single session, and the writer is this process, so a NOTIFY at
 * commit comes back on that connection with the commit's answer, and node-postgres emits it as a
 * 'notification' event of the client. Should the connection be replaced, the new one listens again
 * and every listener resyncs, as with PostgreSQL (notification-listener.ts).
 */
export function createPoolListener(pool: pg.Pool) {
  const channels = new Map<string, Set<TNotificationHandlers>>();
  let connections = 0;
  let closed = false;

  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      for (const handlers of channels.get(message.channel) ?? []) handlers.onMessage(message.payload ?? '');
    });
    // Changes made while no connection listens go unheard: listeners stop trusting what they keep.
    client.on('end', () => {
      if (closed) return;
      for (const set of channels.values()) for (const handlers of set) handlers.onLost?.();
    });
    connections++;
    if (connections === 1) return;
    // PGlite has one session, which outlives a socket: a new connection would find the old one's
    // named prepared statements ("already exists" on every Parse), advisory locks and settings.
    // A client's queries run in order: this and the LISTENs go before whatever checked it out.
    const reset = client.query('DISCARD ALL');
    const listening = [
      reset,
      ...[...channels.keys()].map((channel) => client.query(`LISTEN ${quote(channel)}`)),
    ];
    Promise.all(listening).then(
      () => {
        for (const set of channels.values()) for (const handlers of set) handlers.onResync?.();
      },
      () => {},
    );
  });

  async function listen(channel: string, handlers: TNotificationHandlers) {
    if (closed) throw new Error('the database is closed');
    const isNew = !channels.has(channel);
    const set = channels.get(channel) ?? new Set();
    set.add(handlers);
    channels.set(channel, set);
    if (isNew) await pool.query(`LISTEN ${quote(channel)}`);
    return async () => {
      set.delete(handlers);
      if (set.size > 0 || channels.get(channel) !== set) return;
      channels.delete(channel);
      if (!closed) await pool.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
    };
  }

  return {
    listen,
    close: () => {
      closed = true;
      channels.clear();
    },
  };
}
