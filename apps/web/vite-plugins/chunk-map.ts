import path from 'node:path';
import type { Plugin } from 'vite';

/** One built chunk, as scripts/prerender.mjs reads it from dist/.vite/chunks.json. */
export type TChunkEntry = {
  file: string;
  isEntry: boolean;
  /** The app's own modules in it, relative to apps/web (e.g. src/app/routes/courses.tsx). */
  modules: string[];
  /** Chunks it imports statically, and the stylesheets it loads. */
  imports: string[];
  css: string[];
};

/**
 * Writes dist/.vite/chunks.json: which chunk holds which of the app's modules. Vite's manifest names a
 * chunk by its entry module only, and with code-splitting groups (vite-plugins/chunk-groups.ts) a lazy
 * screen's module lives inside a group chunk, so the prerender's boot script looks modules up here.
 */
export function chunkMap(root: string): Plugin {
  return {
    name: 'portal:chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks: TChunkEntry[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          modules: output.moduleIds
            .filter((id) => id.startsWith(root) && !id.includes('node_modules'))
            .map((id) => path.relative(root, id).split(path.sep).join('/')),
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}
