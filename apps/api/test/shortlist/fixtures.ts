import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, shortlistEntries, universities } from '../../src/schema/index.ts';
import { testCourse } from '../helpers/courses.ts';

/** A university with `count` courses of our own, whatever the seeded catalogue holds. */
export async function insertCourses(app: FastifyInstance, count: number): Promise<number[]> {
  const slug = `test-university-${randomUUID()}`;
  const [university] = await app.db
    .insert(universities)
    .values({
      name: 'Test University',
      country: 'UK',
      slug,
      imageUrl: `/assets/universities/${slug}.jpg`,
      iconUrl: `/assets/universities/${slug}-icon.png`,
    })
    .returning({ id: universities.id });
  if (!university) throw new Error('university insert returned nothing');
  const rows = await app.db
    .insert(courses)
    .values(
      Array.from({ length: count }, (_, i) =>
        testCourse({
          universityId: university.id,
          name: `MSc Test Course ${i + 1}`,
          fees: 20_000 + i,
          overview: 'A course. Start date: September 2027',
          entryRequirements: 'Academic\nA bachelor degree.',
          searchText: `msc test course ${i + 1} test university`,
        }),
      ),
    )
    .returning({ id: courses.id });
  return rows.map((row) => row.id);
}

/** The student's shortlist row for a course as stored (removed or not), or undefined. */
export async function shortlistRowOf(app: FastifyInstance, studentId: number, courseId: number) {
  const [row] = await app.db
    .select()
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.studentId, studentId), eq(shortlistEntries.courseId, courseId)));
  return row;
}
