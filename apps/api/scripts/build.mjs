#!/usr/bin/env node
// `npm run build -w @portal/api`: bundles the server into apps/api/dist, so `npm start` runs plain
// JavaScript (no TypeScript loader at start-up). Three entries: dist/server.js, dist/pglite-worker.js
// (the embedded database's thread, which the server starts from beside itself) and
// dist/content-check-worker.js (the thread that parses an uploaded PDF or .doc). The contract's
// TypeScript source (@portal/contract) is bundled in; npm packages stay external and load from
// node_modules. The bundle is written to a fresh folder, then swapped in for dist, so a crash half-way
// never leaves a half-written dist behind. scripts/start.mjs calls this when dist is missing or stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(apiDir, 'dist');
const staging = path.join(apiDir, `dist.building-${process.pid}`);
const retired = path.join(apiDir, `dist.old-${process.pid}`);

/** An import that stays an import: node's own modules and npm packages, but not the workspace's contract. */
const isExternal = (id) =>
  id.startsWith('node:') || (!id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('@portal/'));

const startedAt = performance.now();
fs.rmSync(staging, { recursive: true, force: true });
try {
  await build({
    cwd: apiDir,
    input: {
      server: 'src/server.ts',
      'pglite-worker': 'src/db/pglite-worker.ts',
      'content-check-worker': 'src/modules/files/content-checks/worker.ts',
    },
    platform: 'node',
    external: isExternal,
    logLevel: 'warn',
    output: { dir: staging, format: 'esm', sourcemap: true, entryFileNames: '[name].js' },
  });
  if (fs.existsSync(dist)) fs.renameSync(dist, retired);
  fs.renameSync(staging, dist);
  fs.rmSync(retired, { recursive: true, force: true });
} catch (error) {
  fs.rmSync(staging, { recursive: true, force: true });
  throw error;
}
console.log(`built apps/api/dist in ${Math.round(performance.now() - startedAt)} ms`);
