import { SHORTLIST_STATUSES, type TShortlistItem } from '@portal/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { courses, universities } from '../courses/courses-tables.ts';
import { toCourse } from '../courses/index.ts';
import { shortlistEntries } from './shortlist-tables.ts';

/** A read model: the student's shortlist with each course and its university (tables of courses). */

// §4/§9 order; a status outside the list (none expected) sorts last.
const statusRank = sql`case ${shortlistEntries.status} ${sql.join(
  SHORTLIST_STATUSES.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} else ${sql.raw(String(SHORTLIST_STATUSES.length))} end`;

const itemsQuery = preparedPerDb((db) =>
  db
    .select({ entry: shortlistEntries, course: courses, university: universities })
    .from(shortlistEntries)
    .innerJoin(courses, eq(courses.id, shortlistEntries.courseId))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(
      and(eq(shortlistEntries.studentId, sql.placeholder('studentId')), isNull(shortlistEntries.removedAt)),
    )
    .orderBy(asc(statusRank), desc(shortlistEntries.createdAt), desc(shortlistEntries.id))
    .prepare('shortlist_items'),
);

/** The student's current shortlist: status order, then newest first. */
export async function listItems(db: TDb, studentId: number): Promise<TShortlistItem[]> {
  const rows = await itemsQuery(db).execute({ studentId });
  return rows.map(({ entry, course, university }) => ({
    courseId: entry.courseId,
    status: entry.status as TShortlistItem['status'],
    course: toCourse(course, university),
  }));
}
