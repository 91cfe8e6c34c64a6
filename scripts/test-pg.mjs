#!/usr/bin/env node
// Runs the API suite against a throwaway PostgreSQL cluster on 127.0.0.1, started and stopped here.
// Installs Debian's postgresql package when no server binaries are found (needs root).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function ensureBinDir() {
  let binDir = findBinDir();
  if (binDir) return binDir;
  if (!isRoot) throw new Error('PostgreSQL server binaries not found; install the postgresql package.');
  console.log('test:pg: installing PostgreSQL from Debian…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  binDir = findBinDir();
  if (!binDir) throw new Error('PostgreSQL binaries still missing after install.');
  return binDir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// initdb refuses to run as root, so as root the cluster belongs to the postgres user.
function asDbUser(binDir, tool, args) {
  const command = path.join(binDir, tool);
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

const binDir = ensureBinDir();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
const dataDir = path.join(dir, 'data');
fs.mkdirSync(dataDir);
if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
fs.chmodSync(dir, 0o755);
const port = await freePort();
let started = false;

function cleanup() {
  if (started) {
    try {
      asDbUser(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

let exitCode = 1;
try {
  asDbUser(binDir, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asDbUser(binDir, 'pg_ctl', [
    '-D',
    dataDir,
    '-o',
    serverOptions,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`test:pg: PostgreSQL (${path.basename(path.dirname(binDir))}) on 127.0.0.1:${port}`);
  // Extra arguments pick test files: `npm run test:pg -- test/platform/notifications.test.ts`.
  const only = process.argv.slice(2);
  const child = spawn('npm', ['run', 'test', '-w', '@portal/api', ...(only.length ? ['--', ...only] : [])], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  exitCode = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(String(error));
} finally {
  cleanup();
}
process.exit(exitCode);
