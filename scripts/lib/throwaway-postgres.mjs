// A throwaway PostgreSQL cluster on 127.0.0.1 for tests and benchmarks, started and removed here.
// Installs Debian's postgresql package when no server binaries are found (needs root).
import { execFileSync, spawnSync } from 'node:child_process';
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
  console.log('postgres: installing PostgreSQL from Debian…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  binDir = findBinDir();
  if (!binDir) throw new Error('PostgreSQL binaries still missing after install.');
  return binDir;
}

export function freePort() {
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

/**
 * Starts a cluster and resolves { url, version, stop }. `durable: false` (the default, for tests) turns
 * fsync off; benchmarks pass `durable: true` to measure what production would do.
 */
export async function startThrowawayPostgres({ durable = false, maxConnections = 200 } = {}) {
  const binDir = ensureBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        asDbUser(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error(String(error));
      }
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    asDbUser(binDir, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${fast} -c max_connections=${maxConnections}`;
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
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(binDir)),
    stop,
  };
}
