import { describe, expect, it } from 'vitest';
import { parseStartDate } from './start-date.ts';

describe('parseStartDate (§2: "Start date: <Month> <year>" in the overview)', () => {
  it.each([
    ['Key facts\nStart date: September 2026\nDuration: 1 year', 'September 2026'],
    ['Start date: January 2027', 'January 2027'],
    ['Intro.\n\nKey facts\nstart date:   may 2026', 'May 2026'],
    ['START DATE: DECEMBER 2030 (provisional)', 'December 2030'],
    ['Start Date:October 2026', 'October 2026'],
  ])('reads %j as %s', (overview, expected) => {
    expect(parseStartDate(overview)).toBe(expected);
  });

  it.each([
    ['no date here', 'Key facts\nDuration: 1 year'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['a month that is not one', 'Start date: Smarch 2026'],
    ['a year with two digits', 'Start date: May 26'],
    ['no year', 'Start date: May'],
    ['only the word', 'The start date is not yet known.'],
  ])('gives null for %s (the card shows "Not provided")', (_case, overview) => {
    expect(parseStartDate(overview)).toBeNull();
  });

  it('takes the first start date when several are given', () => {
    expect(parseStartDate('Start date: March 2026\nStart date: September 2026')).toBe('March 2026');
  });
});
