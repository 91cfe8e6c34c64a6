import { describe, expect, it } from 'vitest';
import { cutBreadcrumbName, factText, feeText } from './course-facts.ts';

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
