#!/usr/bin/env node
// Runs the API suite against a throwaway PostgreSQL cluster on 127.0.0.1, started and stopped here.
// Extra arguments pick test files: `npm run test:pg -- test/platform/notifications.test.ts`.
import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

let exitCode = 1;
let cluster;
process.on('SIGINT', () => {
  cluster?.stop();
  process.exit(130);
});
try {
  cluster = await startThrowawayPostgres();
  console.log(`test:pg: PostgreSQL (${cluster.version}) on ${cluster.url.replace(/^.*@/, '')}`);
  const only = process.argv.slice(2);
  const child = spawn('npm', ['run', 'test', '-w', '@portal/api', ...(only.length ? ['--', ...only] : [])], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  exitCode = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(String(error));
} finally {
  cluster?.stop();
}
process.exit(exitCode);
