// The import boundaries of the monorepo (rules: .dependency-cruiser.cjs), checked by `npm run check`.
// Usage: node scripts/check-boundaries.mjs [--base-dir DIR]  (DIR: a tree laid out like the repo;
// the fixture test uses it). Prints one line per violation, naming the rule; exits 1 when any.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_TREES = ['apps/api/src', 'apps/web/src', 'packages/contract/src'];

// dependency-cruiser 17 is the last line that runs on Node 20. It parses with swc (TypeScript 7 has
// no compiler API it could use) but never turns swc's JSX on, so .tsx files fail to parse; switch it
// on for them. dependency-cruiser 18 does this itself (drop this when the project moves to Node 22).
const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) =>
  parseFileSync(file, file.endsWith('.tsx') || file.endsWith('.jsx') ? { ...options, tsx: true } : options);

const { cruise } = await import('dependency-cruiser');
const { default: loadConfig } = await import('dependency-cruiser/config-utl/extract-depcruise-config');

const baseDirFlag = process.argv.indexOf('--base-dir');
const baseDir = baseDirFlag > 0 ? path.resolve(process.argv[baseDirFlag + 1]) : root;
const config = await loadConfig(path.join(root, '.dependency-cruiser.cjs'));
const trees = SOURCE_TREES.filter((tree) => fs.existsSync(path.join(baseDir, tree)));

process.chdir(baseDir);
const result = await cruise(trees, {
  ...config.options,
  baseDir,
  validate: true,
  ruleSet: { forbidden: config.forbidden },
  outputType: 'err-long',
});
process.stdout.write(result.output);
process.exitCode = result.exitCode > 0 ? 1 : 0;
