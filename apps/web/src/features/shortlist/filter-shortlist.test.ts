import { describe, expect, it } from 'vitest';
import { makeCourse, makeItem } from './components/shortlist-fixtures.ts';
import { filterShortlist } from './filter-shortlist.ts';

describe('search of the shortlist by name', () => {
  const items = [
    makeItem(1, 'STUDENT_CHOICE', { name: 'MSc Data Science' }),
    makeItem(2, 'EXPERT_CHOICE', { name: 'BA Law' }),
    makeItem(3, 'APPLIED', {
      name: 'MSc Physics',
      university: { ...makeCourse(3).university, name: 'Eötvös Loránd University' },
    }),
  ];
  const names = (text: string) => filterShortlist(items, text).map((item) => item.course.name);

  it('keeps the courses whose course or university name holds the text, in any case', () => {
    expect(names('science')).toEqual(['MSc Data Science']);
    expect(names('MSC')).toEqual(['MSc Data Science', 'MSc Physics']);
    expect(names('university 2')).toEqual(['BA Law']);
  });

  it('ignores accents and surrounding spaces; an empty text keeps everything', () => {
    expect(names(' eotvos ')).toEqual(['MSc Physics']);
    expect(names('')).toEqual(['MSc Data Science', 'BA Law', 'MSc Physics']);
    expect(names('chemistry')).toEqual([]);
  });
});
