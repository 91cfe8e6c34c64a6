import { boot, type TRouteChunks } from './boot.ts';

/** Set by the build (vite-plugins/boot-script.ts): each signed-in address's chunks. */
declare const __ROUTE_CHUNKS__: TRouteChunks;

boot(__ROUTE_CHUNKS__);
