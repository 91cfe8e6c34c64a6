import { describe, expect, it } from 'vitest';
import { cutBreadcrumbName, factText, feeText, parseStartDate, startDateText } from './course-facts.ts';

describe('start date (§2: "Start date: <Month> <year>" in the overview, else Not provided)', () => {
  it.each([
    ['Key facts\nStart date: September 2027\nDuration: 1 year', 'September 2027'],
    ['Start date: January 2028', 'January 2028'],
    ['start date: may 2028', 'May 2028'],
    ['START DATE:   February   2029', 'February 2029'],
    ['Start date:December 2027.', 'December 2027'],
    ['Intro\n\nStart  date : July 2030 (full time)', 'July 2030'],
  ])('%j → %s', (overview, expected) => {
    expect(parseStartDate(overview)).toBe(expected);
    expect(startDateText(overview)).toBe(expected);
  });

  it.each([
    ['', 'no text'],
    ['Course overview\nA fine course.', 'no start date'],
    ['Start date: Septembre 2027', 'not an English month'],
    ['Start date: September', 'no year'],
    ['Start date: September 27', 'a two-digit year'],
    ['Start date: 2027 September', 'the wrong order'],
    ['Restart date: September 2027', 'another word ending in start'],
  ])('%j (%s) → Not provided', (overview) => {
    expect(parseStartDate(overview)).toBeNull();
    expect(startDateText(overview)).toBe('Not provided');
  });

  it('reads nothing from a missing overview', () => {
    expect(startDateText(null)).toBe('Not provided');
    expect(startDateText(undefined)).toBe('Not provided');
  });
});

describe('Approx. Fee (§9 the raw number; N/A when absent)', () => {
  it.each([
    [17050, '17050'],
    [0, '0'],
    [1234567, '1234567'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%s → %s', (fees, expected) => {
    expect(feeText(fees)).toBe(expected);
  });
});

describe('fact boxes', () => {
  it('show the value, or N/A when empty', () => {
    expect(factText('Stratford')).toBe('Stratford');
    expect(factText('  ')).toBe('N/A');
    expect(factText(null)).toBe('N/A');
  });
});

describe('breadcrumb name (§2/§9 cut at 15 characters)', () => {
  it.each([
    ['MSc Finance', 'MSc Finance'],
    ['Exactly 15 char', 'Exactly 15 char'],
    ['Computer Science', 'Computer Scienc…'],
    ['MSc Data Science and AI', 'MSc Data Scienc…'],
    ['BSc (Hons) Law with Business', 'BSc (Hons) Law…'],
    ['  Padded name  ', 'Padded name'],
    ['Études Européennes Avancées', 'Études Européen…'],
  ])('%j → %j', (name, expected) => {
    expect(cutBreadcrumbName(name)).toBe(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cutBreadcrumbName('🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓')).toBe(`${'🎓'.repeat(15)}…`);
  });
});
