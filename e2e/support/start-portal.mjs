#!/usr/bin/env node
// The e2e web server: makes the staff accounts of the tests (the embedded database can only
// be opened by one process, so before the portal starts), then runs `npm start`'s script.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The admin who signs in through the login screen (specs/sign-in.spec.ts), then for each worker slot
// (support/staff-token.ts; E2E_STAFF_SLOTS = the config's workers) a counsellor the tests act through
// (support/staff.ts) and an admin the console specs manage the team with (support/console.ts): no worker
// spends or reads another's sign-in codes (3 per number per 10 minutes), and none renews (so revokes) a
// token another worker is using. The numbers are those of support/staff.ts.
const slots = Number(process.env.E2E_STAFF_SLOTS ?? 1);
const accounts = [
  ['--mobile', process.env.E2E_ADMIN_MOBILE ?? '6000000002', '--name', 'E2E Admin', '--role', 'ADMIN'],
];
for (let slot = 0; slot < slots; slot += 1) {
  accounts.push(['--mobile', `600000010${slot}`, '--name', 'E2E Counsellor']);
  accounts.push([
    '--mobile',
    `600000020${slot}`,
    '--name',
    `E2E Console Admin ${slot + 1}`,
    '--role',
    'ADMIN',
  ]);
}
for (const account of accounts) {
  const created = spawnSync('npm', ['run', 'staff:create', '--', ...account], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (created.status !== 0) process.exit(created.status ?? 1);
}

// `npm start` rebuilds a stale web app with `vite build`, which takes NODE_ENV from the environment: with
// NODE_ENV=development it would build React's development bundles (slow, and not what ships). The API
// defaults to development anyway, so the variable is left out.
const { NODE_ENV: _nodeEnv, ...startEnv } = process.env;
const server = spawn('node', [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: startEnv,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
