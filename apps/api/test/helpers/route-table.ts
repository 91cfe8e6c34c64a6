import type { FastifyInstance } from 'fastify';

export type TRoute = { method: string; path: string };

/**
 * Every (method, path) of printRoutes' tree but HEAD and wildcard routes: a line's path is its parent's
 * plus its own segment.
 */
export function routesOf(app: FastifyInstance): TRoute[] {
  const routes: TRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const level = (match[1] ?? '').length / 4;
    const path = (parents[level - 1] ?? '') + (match[2] ?? '');
    parents[level] = path;
    parents.length = level + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && !path.includes('*')) routes.push({ method, path });
    }
  }
  return routes;
}
