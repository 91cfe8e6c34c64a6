import path from 'node:path';
import { build, type Rolldown } from 'vite';
import type { TRouteChunks } from '../src/boot/boot.ts';
import { CONTRACT_TREESHAKE } from './contract-treeshake.ts';

/**
 * The boot script blocks the first paint, so it stays small: the build fails past this (about 12.5 KB with
 * 20 student screens, most of it the chunk map, which grows by 300-450 bytes per screen; 14 KB leaves room
 * for a few more, while a library pulled in by mistake would be far more).
 */
const MAX_BYTES = 14_336;

/** Vite's build.assetsDir: every chunk the map names sits there. */
const ASSETS_DIR = 'assets/';

/**
 * The map without the folder in front of each of its ~200 names (it was most of the script's bytes):
 * boot.ts puts it back. A name outside the folder would be a changed build setting: fail loudly.
 */
function withoutAssetsDir(routeChunks: TRouteChunks): TRouteChunks {
  return Object.fromEntries(
    Object.entries(routeChunks).map(([address, files]) => [
      address,
      files.map((file) => {
        if (!file.startsWith(ASSETS_DIR)) throw new Error(`boot script: ${file} is not in ${ASSETS_DIR}`);
        return file.slice(ASSETS_DIR.length);
      }),
    ]),
  );
}

/**
 * Compiles src/boot (TypeScript, sharing lib/session.ts and lib/early-responses.ts with the app) into one
 * classic script: an IIFE with the route chunks written in, for <script src="/boot.js"> in <head>.
 */
export async function buildBootScript(root: string, routeChunks: TRouteChunks): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { __ROUTE_CHUNKS__: JSON.stringify(withoutAssetsDir(routeChunks)) },
    build: {
      write: false,
      target: 'es2017',
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: path.join(root, 'src/boot/entry.ts'),
        treeshake: CONTRACT_TREESHAKE,
        output: { format: 'iife', entryFileNames: 'boot.js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('boot script: the build gave no code');
  const bytes = Buffer.byteLength(chunk.code);
  if (bytes > MAX_BYTES) {
    throw new Error(`boot script: ${bytes} bytes, over ${MAX_BYTES} (did src/boot pull in a library?)`);
  }
  return chunk.code;
}
