import path from 'node:path';
import type { Plugin } from 'vite';
import { CHUNK_GROUPS, FIRST_LOAD_MODULES } from '../src/app/first-load.ts';
import { routeModule, SIGNED_IN_SCREENS, STAFF_SCREEN } from '../src/app/signed-in-screens.ts';
import { buildBootScript } from './boot-script.ts';

/** One built chunk: the app's own modules in it (relative to apps/web/src), what it loads statically. */
export type TBuiltChunk = {
  file: string;
  name: string;
  isEntry: boolean;
  modules: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  css: readonly string[];
};

export type TFirstLoadPlan = {
  /** The app chunk and its stylesheets: main.tsx imports it itself, so Vite does not list it; the pages do. */
  appPreloads: string[];
  /** Each signed-in address → what preloadSignedInScreen (app/router.tsx) loads there, minus what every page loads. */
  routeChunks: Record<string, string[]>;
};

/** What scripts/prerender.mjs reads from dist/.vite/first-load.json (the .vite folder is not served). */
export type TFirstLoadManifest = Pick<TFirstLoadPlan, 'appPreloads'>;

/** Matches the module ids of these files of the web app's src folder (paths with '/', either separator). */
function sourceFiles(files: readonly string[]): RegExp {
  const escaped = files.map((file) => file.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]'));
  return new RegExp(`apps[\\\\/]web[\\\\/]src[\\\\/](${escaped.join('|')})$`);
}

/** src/app/first-load.ts's chunk groups as Rolldown's output.codeSplitting.groups. */
export const chunkGroups = () =>
  CHUNK_GROUPS.map(({ name, modules, priority }) => ({ name, test: sourceFiles(modules), priority }));

/**
 * Checks the build against the lists and plans the first load. Throws, naming the module, when one that
 * src/app/first-load.ts or src/app/signed-in-screens.ts lists is in no chunk, or not in its group's chunk:
 * it was renamed or moved, and the list must follow, or the first load quietly loses its split.
 */
export function planFirstLoad(chunks: readonly TBuiltChunk[]): TFirstLoadPlan {
  const holding = (module: string, listedIn: string) => {
    const chunk = chunks.find((candidate) => candidate.modules.includes(module));
    if (!chunk) {
      throw new Error(
        `first load: src/${module} (listed in ${listedIn}) is in no chunk of the build. Renamed or moved? ` +
          'Update the list.',
      );
    }
    return chunk;
  };
  const FIRST_LOAD_LIST = 'src/app/first-load.ts';
  for (const module of Object.values(FIRST_LOAD_MODULES)) holding(module, FIRST_LOAD_LIST);
  for (const group of CHUNK_GROUPS) {
    for (const module of group.modules) {
      const chunk = holding(module, FIRST_LOAD_LIST);
      if (chunk.name !== group.name) {
        throw new Error(
          `first load: src/${module} should be in the '${group.name}' chunk group (${FIRST_LOAD_LIST}), ` +
            `but the build put it in ${chunk.file}.`,
        );
      }
    }
  }

  // main.tsx imports the app itself, a task after React (the pages preload it for that reason).
  const mainChunk = holding(FIRST_LOAD_MODULES.entry, FIRST_LOAD_LIST);
  const appChunk = holding(FIRST_LOAD_MODULES.app, FIRST_LOAD_LIST);
  if (!mainChunk.dynamicImports.includes(appChunk.file)) {
    throw new Error(
      `first load: src/${FIRST_LOAD_MODULES.entry} does not import src/${FIRST_LOAD_MODULES.app} ` +
        `(${FIRST_LOAD_LIST}: FIRST_LOAD_MODULES.app is what it loads a task after React).`,
    );
  }

  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  /** A chunk and every file it loads with it: its static imports and their stylesheets. */
  const staticGraph = (chunk: TBuiltChunk, files = new Set<string>()): Set<string> => {
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css) files.add(css);
    for (const imported of chunk.imports) {
      const importedChunk = byFile.get(imported);
      if (importedChunk) staticGraph(importedChunk, files);
    }
    return files;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first load: the build has no entry chunk');
  const loadedWithEntry = staticGraph(entry);
  const appPreloads = [...staticGraph(appChunk)].filter((file) => !loadedWithEntry.has(file));
  const loadedWithPage = new Set([...loadedWithEntry, ...appPreloads]);
  const layout = staticGraph(holding(FIRST_LOAD_MODULES.layout, FIRST_LOAD_LIST));

  const SCREENS_LIST = 'src/app/signed-in-screens.ts';
  const screens = [
    ...SIGNED_IN_SCREENS.map(({ path, route }) => ({ path, module: routeModule(route), withLayout: true })),
    { ...STAFF_SCREEN, withLayout: false },
  ];
  const routeChunks: Record<string, string[]> = {};
  for (const screen of screens) {
    const own = staticGraph(holding(screen.module, SCREENS_LIST));
    const files = new Set([...(screen.withLayout ? layout : []), ...own]);
    routeChunks[screen.path] = [...files].filter((file) => !loadedWithPage.has(file));
  }
  return { appPreloads, routeChunks };
}

/**
 * The first load's build step (browser build only), once the chunks are made: checks them against the lists
 * (planFirstLoad: the build fails naming a module it cannot find), then emits boot.js (src/boot, with each
 * signed-in address's chunks) and .vite/first-load.json for the prerender.
 */
export function firstLoad(root: string): Plugin {
  const srcDir = path.join(root, 'src');
  return {
    name: 'portal:first-load',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks: TBuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          modules: output.moduleIds
            .filter((id) => id.startsWith(srcDir) && !id.includes('node_modules'))
            .map((id) => path.relative(srcDir, id).split(path.sep).join('/')),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      let plan: TFirstLoadPlan;
      try {
        plan = planFirstLoad(chunks);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      const boot = await buildBootScript(root, plan.routeChunks);
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: boot });
      const manifest: TFirstLoadManifest = { appPreloads: plan.appPreloads };
      this.emitFile({ type: 'asset', fileName: '.vite/first-load.json', source: JSON.stringify(manifest) });
    },
  };
}
