import { buildApp, WEB_DIST_DIR } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { startHealthListener } from './lib/health-listener.ts';
import { createReadiness } from './modules/health/index.ts';
import { seedIfEmpty } from './seed/index.ts';

const DEFAULT_GRACE_MS = 10_000;
/** After the grace period: how long handlers of cut connections may take to finish. */
const SETTLE_AFTER_CUT_MS = 5_000;
/**
 * Connections the kernel may queue before they are accepted (Node's default is 511). A burst of more
 * new connections than that while the event loop is busy would see SYNs dropped and retried after 1 s,
 * 3 s, 7 s: client timeouts that no shedding can prevent. The kernel caps it at net.core.somaxconn
 * (4096 on Linux 5.4+).
 */
const LISTEN_BACKLOG = 4096;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const { seeded } = await seedIfEmpty(database);
  const app = await buildApp({ config, database, webDistDir: WEB_DIST_DIR });
  if (seeded) app.log.info('seeded the empty database with the demo catalogue');

  let isClosing = false;
  // SIGTERM (or SIGINT): stop accepting, let requests in flight finish within the grace period, cut
  // the connections still open after it, wait (briefly) for their handlers, write out the noted
  // activity, close the database (the embedded one's worker checkpoints and ends), exit 0.
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    const graceMs = config.shutdownGraceMs ?? DEFAULT_GRACE_MS;
    app.log.info(`${signal}: shutting down (requests in flight get up to ${graceMs} ms)`);
    app.availability.beginShutdown();
    // Readiness answers 503 from now on; a proxy polling it stops sending requests before the listener closes.
    if (config.shutdownDrainMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    let code = 0;
    const cutOff = setTimeout(() => {
      app.log.warn('grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs);
    try {
      await app.close();
    } catch (error) {
      code = 1;
      app.log.error(error, 'closing the app failed');
    }
    clearTimeout(cutOff);
    // A handler whose connection was cut may still be writing: the database stays open until it ends.
    if (!(await app.availability.settled(SETTLE_AFTER_CUT_MS)))
      app.log.warn('requests still running after the grace period; closing the database anyway');
    try {
      await app.tokens.flushActivity();
      await database.close();
    } catch (error) {
      code = 1;
      app.log.error(error, 'closing the database failed');
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const shownHost = config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(`portal ready on http://${shownHost}:${config.port} (${database.kind})`);
  if (config.maxConnections)
    app.log.info(`at most ${config.maxConnections} connections (open-file limit ${config.descriptorLimit})`);
  if (config.healthPort !== undefined) {
    // The health checks again, on a port of their own answered by a thread of their own (lib/health-listener.ts).
    const health = await startHealthListener({
      port: config.healthPort,
      host: config.host,
      check: createReadiness({
        database,
        sessionsLive: () => app.tokens.isLive(),
        shuttingDown: () => app.availability.isShuttingDown(),
        overloaded: () => app.availability.isOverloaded(),
        connectionsFull: () => app.availability.isAtConnectionCap(),
      }),
    });
    app.log.info(`health checks also on http://${shownHost}:${health.port}/api/health`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error);
  }
  process.exit(1);
});
