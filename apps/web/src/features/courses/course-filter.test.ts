import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, hasAnyFilter, toFilterBody } from './course-filter.ts';

describe('filter → POST /api/course/filter body (§7)', () => {
  it('maps the three shared lists to course_category, country and a single studyLevel', () => {
    expect(
      toFilterBody({
        studyLevels: ['Postgraduate'],
        courses: ['Law', 'Economics'],
        countries: ['UK', 'Canada'],
      }),
    ).toEqual({
      course_category: ['Economics', 'Law'],
      country: ['Canada', 'UK'],
      studyLevel: 'Postgraduate',
    });
  });

  it("sends empty lists and studyLevel '' for what is not chosen", () => {
    expect(toFilterBody(EMPTY_FILTER)).toEqual({ course_category: [], country: [], studyLevel: '' });
    expect(toFilterBody({ ...EMPTY_FILTER, countries: ['Germany'] })).toEqual({
      course_category: [],
      country: ['Germany'],
      studyLevel: '',
    });
  });

  it('does not change the shared lists', () => {
    const courses = ['Law', 'Economics'] as const;
    toFilterBody({ ...EMPTY_FILTER, courses });
    expect(courses).toEqual(['Law', 'Economics']);
  });

  it('uses the filtered call as soon as any one filter is chosen', () => {
    expect(hasAnyFilter(EMPTY_FILTER)).toBe(false);
    expect(hasAnyFilter({ ...EMPTY_FILTER, studyLevels: ['Foundation'] })).toBe(true);
    expect(hasAnyFilter({ ...EMPTY_FILTER, courses: ['Law'] })).toBe(true);
    expect(hasAnyFilter({ ...EMPTY_FILTER, countries: ['UK'] })).toBe(true);
  });
});
