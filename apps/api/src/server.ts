import { buildApp, WEB_DIST_DIR } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const { seeded } = await seedIfEmpty(database);
  const app = await buildApp({ config, database, webDistDir: WEB_DIST_DIR });
  if (seeded) app.log.info('seeded the empty database with the demo catalogue');

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: shutting down`);
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      code = 1;
      app.log.error(error, 'closing the app failed');
    }
    try {
      await database.close();
    } catch (error) {
      code = 1;
      app.log.error(error, 'closing the database failed');
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(`portal ready on http://${shownHost}:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error);
  }
  process.exit(1);
});
