import type { courses } from '../../src/schema/index.ts';

type TNewCourse = typeof courses.$inferInsert;

/**
 * A course row for tests: a one-year, full-time UK postgraduate course in London, September intake,
 * with `values` (its university, name and search text at least) over those defaults.
 */
export function testCourse(
  values: Pick<TNewCourse, 'universityId' | 'name' | 'searchText'> & Partial<TNewCourse>,
): TNewCourse {
  return {
    country: 'UK',
    campus: 'London',
    intake: 'September',
    fees: 20_000,
    duration: '1 year',
    link: 'https://example.org/course',
    overview: 'A course.',
    entryRequirements: 'A degree.',
    level: 'Postgraduate',
    category: 'Computer Science & IT',
    studyMode: 'Full-time',
    ucasCode: null,
    ...values,
  };
}
