import { describe, expect, it } from 'vitest';
import { courseStartDate, parseStartDate, startDateText } from '../src/validation/start-date.ts';

describe('start date (§2: "Start date: <Month> <year>" in the overview, else Not provided)', () => {
  it.each([
    ['Key facts\nStart date: September 2027\nDuration: 1 year', 'September 2027'],
    ['Start date: January 2028', 'January 2028'],
    ['Intro.\n\nKey facts\nstart date:   may 2026', 'May 2026'],
    ['START DATE: DECEMBER 2030 (provisional)', 'December 2030'],
    ['START DATE:   February   2029', 'February 2029'],
    ['Start Date:October 2026', 'October 2026'],
    ['Start date:December 2027.', 'December 2027'],
    ['Intro\n\nStart  date : July 2030 (full time)', 'July 2030'],
    ['Start date: March 2026\nStart date: September 2026', 'March 2026'],
  ])('%j → %s', (overview, expected) => {
    expect(parseStartDate(overview)).toBe(expected);
    expect(startDateText(overview)).toBe(expected);
  });

  it.each([
    ['no text', ''],
    ['null', null],
    ['undefined', undefined],
    ['no start date', 'Course overview\nA fine course.'],
    ['not an English month', 'Start date: Septembre 2027'],
    ['a month that is not one', 'Start date: Smarch 2026'],
    ['no year', 'Start date: September'],
    ['a two-digit year', 'Start date: September 27'],
    ['the wrong order', 'Start date: 2027 September'],
    ['another word ending in start', 'Restart date: September 2027'],
    ['only the words', 'The start date is not yet known.'],
  ])('%s → Not provided', (_case, overview) => {
    expect(parseStartDate(overview)).toBeNull();
    expect(startDateText(overview)).toBe('Not provided');
  });
});

// The student's card and the staff catalogue read a course's start date from one place.
describe("courseStartDate: the overview's date, else the course's intake, else Not provided", () => {
  it.each([
    [
      'the overview names it',
      { overview: 'Start date: January 2028', intake: 'January 2028' },
      'January 2028',
    ],
    ['no date in the overview', { overview: 'A fine course.', intake: 'September 2028' }, 'September 2028'],
    ['an intake of spaces only', { overview: '', intake: '  ' }, 'Not provided'],
    ['neither', { overview: null, intake: '' }, 'Not provided'],
  ])('%s', (_case, course, expected) => {
    expect(courseStartDate(course)).toBe(expected);
  });
});
