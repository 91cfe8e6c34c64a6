// The OpenAPI lint of `npm run check`: writes the document the app serves at /api/docs/json to a
// temporary file (apps/api/scripts/openapi-document.ts builds the app on an in-memory PGlite, as the
// tests do) and lints it with Spectral's CLI and the ruleset in .spectral.mjs (OpenAPI + OWASP API
// Security rules). Fails on any finding of severity warning or above. Usage: node scripts/check-openapi.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-lint-'));
const document = path.join(tmp, 'openapi.json');

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
try {
  let status = run(bin('tsx'), ['apps/api/scripts/openapi-document.ts', document]);
  if (status === 0) {
    const ruleset = path.join(root, '.spectral.mjs');
    status = run(bin('spectral'), [
      'lint',
      document,
      '--ruleset',
      ruleset,
      '--fail-severity',
      'warn',
      '--quiet',
    ]);
    if (status === 0) console.log('OpenAPI document: no Spectral findings (warning or above).');
  }
  process.exitCode = status;
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
