import { PATHS } from '../lib/paths.ts';
import { type STAFF_SCREEN, screenModule } from './signed-in-screens.ts';

/**
 * The first load in one place: the modules on the way to a first screen and the chunk groups the build
 * makes of them. Read by the build (vite.config.ts, vite-plugins/first-load.ts: the groups, the app chunk
 * the pages preload, the boot script's chunk map; the build fails naming any module listed here that it
 * cannot find, so a rename cannot quietly undo the split) and by app/router.tsx (the steps of a signed-in
 * start). Plain data, paths relative to apps/web/src: the Vite config reads it in Node.
 *
 * On a phone network each request costs a round trip, so the way to a first screen is a few large chunks
 * instead of the bundler's many small shared ones; each is evaluated in a task of its own (main.tsx, then
 * preloadSignedInScreen in app/router.tsx), so none blocks the page for long.
 */
export const FIRST_LOAD_MODULES = {
  /** The entry: React, React DOM, the session check. */
  entry: 'main.tsx',
  /** What main.tsx imports a task after React: Mantine's core, the router, the query cache, the sign-in screen. */
  app: 'app/start.ts',
  /** The HTTP client (axios): a signed-in start's first step. */
  http: 'lib/api-client.ts',
  /** The lazy route table (app/route-loaders.ts): travels with the HTTP client, out of the sign-in route. */
  routes: 'app/route-loaders.ts',
  /** What parsing the first answers needs (zod, the profile schema): the second step. */
  api: 'lib/student-profile-query.ts',
  /** The signed-in layout (header, menu), loaded with the screen in the last step. */
  layout: 'app/signed-in-layout.tsx',
  /** Where most signed-in visits land: its screen travels with the layout. */
  landingScreen: screenModule(PATHS.courses),
} as const;

export type TFirstLoadModule = (typeof FIRST_LOAD_MODULES)[keyof typeof FIRST_LOAD_MODULES];

/** What a signed-in start imports one after another, a task apart, before the layout and the screen. */
export const SIGNED_IN_STEPS = [FIRST_LOAD_MODULES.http, FIRST_LOAD_MODULES.api] as const;

type TImport<M> = readonly [module: M, load: () => Promise<unknown>];
type TImports<T extends readonly unknown[]> = { readonly [I in keyof T]: TImport<T[I]> };

/**
 * How app/router.tsx writes the imports it makes of these modules (an import() needs its path written
 * out): the type makes the names and their order agree with the lists above (npm run check), and
 * first-load.test.ts checks that each import loads the module it names. The router imports no value from
 * here, so none of this file reaches the sign-in route's JavaScript.
 */
export type TRouterImports = {
  steps: TImports<typeof SIGNED_IN_STEPS>;
  layout: TImport<typeof FIRST_LOAD_MODULES.layout>;
  staff: TImport<typeof STAFF_SCREEN.module>;
  routes: TImport<typeof FIRST_LOAD_MODULES.routes>;
};

export type TChunkGroup = {
  /** The chunk's name (assets/<name>-<hash>.js). */
  name: string;
  /** The modules that anchor it; it also takes what they import that a higher group has not taken. */
  modules: readonly string[];
  priority: number;
};

/** Rolldown's output.codeSplitting.groups, by anchor module (vite-plugins/first-load.ts makes the tests). */
export const CHUNK_GROUPS: readonly TChunkGroup[] = [
  { name: 'main', modules: [FIRST_LOAD_MODULES.entry], priority: 40 },
  { name: 'app', modules: [FIRST_LOAD_MODULES.app], priority: 30 },
  { name: 'http', modules: [FIRST_LOAD_MODULES.http, FIRST_LOAD_MODULES.routes], priority: 25 },
  { name: 'api', modules: [FIRST_LOAD_MODULES.api], priority: 20 },
  {
    name: 'signed-in',
    modules: [FIRST_LOAD_MODULES.layout, FIRST_LOAD_MODULES.landingScreen],
    priority: 10,
  },
  // The dashboard's answer and the contract's journey modules it parses with (documents, post-offer stages,
  // times): most screens after /courses share them, and /courses loads them only once its grid has painted.
  // One chunk, not a dozen small ones (each a round trip on a phone).
  { name: 'journey-data', modules: ['lib/api/get-dashboard.ts'], priority: 8 },
];
