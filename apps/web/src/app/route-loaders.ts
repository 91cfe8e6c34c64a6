import type { ComponentType } from 'react';

/**
 * Every lazy route module (Vite writes one import() per file), by its route name (signed-in-screens.ts).
 * A module of its own, in the HTTP client's chunk (app/first-load.ts): each import() carries the list of
 * chunks it preloads with its screen, about 2 KB gzip for all the screens, which the sign-in route need
 * not download. A signed-in start loads that chunk first anyway, and the sign-in form loads it to send
 * its code, so a screen's load never waits for it.
 */
const ROUTE_MODULES = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/login.tsx', // app/router.tsx imports it: the sign-in screen is not lazy
  '!./routes/*.test.tsx',
]);

/** Loads the route module src/app/routes/<route>.tsx. */
export function loadRoute(route: string): Promise<{ default: ComponentType }> {
  const load = ROUTE_MODULES[`./routes/${route}.tsx`];
  if (!load) return Promise.reject(new Error(`No route module src/app/routes/${route}.tsx`));
  return load();
}
