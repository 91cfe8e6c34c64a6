import type { TCourse, TShortlistItem, TShortlistStatus } from '@portal/contract';

/** Test data: a course as GET /shortlist sends it. */
export function makeCourse(id: number, overrides: Partial<TCourse> = {}): TCourse {
  return {
    id,
    name: `Course ${id}`,
    country: 'UK',
    campus: 'Main Campus',
    intake: 'September 2026',
    fees: 15000 + id,
    duration: '1 year',
    link: 'https://example.org/course',
    overview: 'Course overview\nAbout it.\n\nKey facts\nStart date: September 2026\nDuration: 1 year',
    entryRequirements: 'Academic requirements\nA degree.',
    level: 'Postgraduate',
    category: 'Economics',
    studyMode: 'Full time',
    ucasCode: null,
    university: { id: 7, name: `University ${id}`, country: 'UK', imageUrl: '/i.svg', iconUrl: '/icon.svg' },
    ...overrides,
  };
}

export const makeItem = (
  id: number,
  status: TShortlistStatus,
  course: Partial<TCourse> = {},
): TShortlistItem => ({
  courseId: id,
  status,
  course: makeCourse(id, course),
});
