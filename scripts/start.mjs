#!/usr/bin/env node
// `npm start`: builds the web app and the API server when a build is missing or older than its
// sources, then runs the built server (plain JavaScript, apps/api/dist/server.js), which applies
// migrations, seeds an empty database and serves web + API.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const apiDir = path.join(root, 'apps/api');
const contractSources = [
  path.join(root, 'packages/contract/src'),
  path.join(root, 'packages/contract/package.json'),
];

const builds = [
  {
    name: 'the web app',
    built: path.join(webDir, 'dist/index.html'),
    sources: [
      path.join(webDir, 'src'),
      path.join(webDir, 'public'),
      path.join(webDir, 'index.html'),
      path.join(webDir, 'vite.config.ts'),
      path.join(webDir, 'vite-plugins'),
      path.join(webDir, 'scripts'),
      ...contractSources,
    ],
    workspace: '@portal/web',
  },
  {
    name: 'the API server',
    built: path.join(apiDir, 'dist/server.js'),
    sources: [
      path.join(apiDir, 'src'),
      path.join(apiDir, 'scripts/build.mjs'),
      path.join(apiDir, 'package.json'),
      ...contractSources,
    ],
    workspace: '@portal/api',
  },
];

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

const isStale = ({ built, sources }) => {
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  return builtAt < Math.max(...sources.map(newestChange));
};

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Two `npm start` at the same moment (test:multi starts two instances) must not build into the same
 * folders at once: the builds run under a lock file (holding the builder's pid); the second waits
 * for it, then finds the builds fresh and builds nothing. A lock whose process is gone is taken over.
 */
function withBuildLock(work) {
  const lockPath = path.join(root, 'node_modules/.portal-build.lock');
  const deadline = Date.now() + 10 * 60_000;
  let announced = false;
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner;
      try {
        owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      } catch {
        continue; // released meanwhile
      }
      if (Number.isInteger(owner) && !isAlive(owner)) {
        fs.rmSync(lockPath, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another build holds ${lockPath}; remove it if none runs`);
      if (!announced) console.log(`waiting for the build of another start (pid ${owner || '?'})…`);
      announced = true;
      sleep(200);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}

if (builds.some(isStale)) {
  const failed = withBuildLock(() => {
    for (const build of builds) {
      if (!isStale(build)) continue;
      const exists = fs.existsSync(build.built);
      console.log(exists ? `${build.name}: the build is stale, rebuilding…` : `building ${build.name}…`);
      // Always a production bundle, whatever NODE_ENV the server itself runs with.
      const run = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (run.status !== 0) return run.status ?? 1;
    }
    return 0;
  });
  if (failed) process.exit(failed);
}

const server = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
