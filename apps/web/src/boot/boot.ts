import { startEarlyRequests } from '../lib/early-responses.ts';
import { holdEarlySubmits } from '../lib/held-submit.ts';
import { readToken } from '../lib/session.ts';

/**
 * Each signed-in address → the chunks and stylesheets its screen loads (vite-plugins/first-load.ts), named
 * within the build's assets folder (vite-plugins/boot-script.ts leaves the folder out of the map).
 */
export type TRouteChunks = Readonly<Record<string, readonly string[]>>;

const ASSETS_PATH = '/assets/';

/**
 * The boot script (dist/boot.js, a small blocking script in <head>, built by vite-plugins/boot-script.ts),
 * run before the first paint. For every visitor: holds a press of the prerendered sign-in form until the app
 * has taken it over (lib/held-submit.ts). For a signed-in visitor only:
 *   - marks the page: a signed-in visitor of / is sent home by the app, so the prerendered sign-in screen
 *     must not flash first (app.css hides it under [data-signed-in]);
 *   - starts the early requests of lib/early-responses.ts (/courses's first page), so the grid's data does
 *     not wait for the code;
 *   - asks for the chunks of the address's screen at once, with the entry instead of after it.
 */
export function boot(routeChunks: TRouteChunks): void {
  holdEarlySubmits();
  const token = readToken();
  if (!token) return;
  document.documentElement.setAttribute('data-signed-in', '');
  startEarlyRequests(token);
  for (const file of routeChunks[location.pathname] ?? []) preload(file);
}

/** Scripts at low priority (they must not compete with the stylesheet that paints the page). */
function preload(file: string): void {
  const link = document.createElement('link');
  const isStylesheet = file.endsWith('.css');
  link.rel = isStylesheet ? 'preload' : 'modulepreload';
  if (isStylesheet) link.as = 'style';
  else link.fetchPriority = 'low';
  link.crossOrigin = '';
  link.href = `${ASSETS_PATH}${file}`;
  document.head.appendChild(link);
}
