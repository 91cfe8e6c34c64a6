import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The @portal/api folder: the nearest package.json above this file, which is src/lib/ when run from
 * the sources (tsx, vitest) and dist/ when run from the build (npm start), whose bundle keeps no
 * folder structure. Paths of files the server reads at run time (migrations, the web build) start here.
 */
function findApiDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@portal/api')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`no @portal/api package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export const API_DIR = findApiDir();
