import type { TCourse, TCoursePage } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TSignedIn } from '../helpers/students.ts';

/** POST /api/course/filter as the given user; returns the raw response. */
export function postFilter(app: FastifyInstance, user: TSignedIn, body: unknown, query = '') {
  return app.inject({
    method: 'POST',
    url: `/api/course/filter${query}`,
    headers: user.headers,
    payload: body as object,
  });
}

export async function filterPage(app: FastifyInstance, user: TSignedIn, body: object, query = '') {
  const res = await postFilter(app, user, body, query);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as TCoursePage;
}

/** Every course of a filtered listing, read page by page (100 at a time). */
export async function allPages(
  app: FastifyInstance,
  user: TSignedIn,
  body: object,
  q = '',
): Promise<TCourse[]> {
  const found: TCourse[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await filterPage(app, user, body, `?pageSize=100&pageNumber=${pageNumber}${q}`);
    found.push(...page.content);
    if (pageNumber >= page.totalPages) return found;
  }
}

/** A direct count of courses, the reference the API's totals are checked against. */
export async function countWhere(app: FastifyInstance, where: ReturnType<typeof sql>) {
  const result = await app.db.execute(sql`SELECT count(*)::int AS n FROM courses WHERE ${where}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
