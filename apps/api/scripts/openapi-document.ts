// Writes the served OpenAPI document (what GET /api/docs/json answers) to the file named by the
// first argument, from the app built as the tests build it: an in-memory PGlite, migrated, no files.
// Usage: tsx apps/api/scripts/openapi-document.ts OUT.json   (npm run check:openapi runs it)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { openPglite } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: openapi-document.ts OUT.json');

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-openapi-'));
const database = await openPglite({ memory: true });
try {
  await migrateDatabase(database);
  const app = await buildApp({
    config: {
      env: 'test',
      port: 0,
      host: '127.0.0.1',
      dataDir: tmp,
      databaseUrl: undefined,
      jwtSecret: undefined,
      otpOutbox: path.join(tmp, 'otp-outbox.jsonl'),
      otpWebhookUrl: undefined,
      logLevel: 'silent',
      trustProxy: false,
      inMemoryDb: true,
    },
    database,
    activityFlushMs: 0,
  });
  await app.ready();
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (answer.statusCode !== 200) throw new Error(`/api/docs/json answered ${answer.statusCode}`);
  await fs.writeFile(out, answer.body);
  await app.close();
} finally {
  await database.close();
  await fs.rm(tmp, { recursive: true, force: true });
}
