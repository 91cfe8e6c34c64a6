import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { courses, universities } from '../../src/schema/index.ts';

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
      Array.from({ length: count }, (_, i) => ({
        universityId: university.id,
        name: `MSc Test Course ${i + 1}`,
        country: 'UK',
        campus: 'London',
        intake: 'September',
        fees: 20_000 + i,
        duration: '1 year',
        link: 'https://example.org/course',
        overview: 'A course. Start date: September 2027',
        entryRequirements: 'Academic\nA bachelor degree.',
        level: 'Postgraduate',
        category: 'Computer Science & IT',
        studyMode: 'Full-time',
        ucasCode: null,
        searchText: `msc test course ${i + 1} test university`,
      })),
    )
    .returning({ id: courses.id });
  return rows.map((row) => row.id);
}
