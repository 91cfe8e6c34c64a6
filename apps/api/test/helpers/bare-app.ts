import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { TConfig } from '../../src/config/env.ts';
import { openPglite, type TDatabase } from '../../src/db/client.ts';

export const TEST_CONFIG: TConfig = {
  env: 'test',
  port: 0,
  host: '127.0.0.1',
  dataDir: '/tmp',
  databaseUrl: undefined,
  jwtSecret: 'x'.repeat(32),
  otpOutbox: undefined,
  otpWebhookUrl: undefined,
  logLevel: 'silent',
  trustProxy: false,
  inMemoryDb: true,
};

/**
 * An app on an empty, unmigrated in-memory database, not yet ready: for platform behaviour that
 * touches no table (headers, error mapping, static files), so tests can still add routes to it.
 */
export async function createBareApp(
  options: { webDistDir?: string } = {},
): Promise<{ app: FastifyInstance; database: TDatabase; close: () => Promise<void> }> {
  const database = await openPglite({ memory: true });
  const app = await buildApp({ config: TEST_CONFIG, database, ...options });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
