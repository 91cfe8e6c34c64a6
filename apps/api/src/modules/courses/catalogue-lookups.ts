import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { courses, intakes } from './courses-tables.ts';

/** What other modules ask of the catalogue: does a course exist, is an intake still offered. */

/** True for an intake still offered: it exists and starts on or after `today` (YYYY-MM-DD). */
export async function isIntakeOffered(db: TDb, intakeId: number, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: intakes.id })
    .from(intakes)
    .where(and(eq(intakes.id, intakeId), gte(intakes.startDate, today)));
  return Boolean(row);
}

export async function courseExists(db: TDb, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return Boolean(row);
}

/** Whether the course exists, as a condition of the caller's statement (a write that needs it, in one round trip). */
export const courseExistsOf = (courseId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${courses} where ${courses.id} = ${courseId})`;
