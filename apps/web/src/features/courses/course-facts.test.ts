import { describe, expect, it } from 'vitest';
import { cutBreadcrumbName, factText, feeText } from './course-facts.ts';

describe('Approx. Fee (§9 the raw number, after its currency; N/A when absent)', () => {
  it.each([
    [17050, 'UK', 'GBP 17050'],
    [0, 'Germany', 'EUR 0'],
    [1234567, 'Canada', 'CAD 1234567'],
    [42000, 'Australia', 'AUD 42000'],
    [9000, 'Hungary', 'EUR 9000'],
    [15000, 'Netherlands', 'EUR 15000'],
    [null, 'UK', 'N/A'],
    [undefined, 'UK', 'N/A'],
  ] as const)('%s in %s → %s', (fees, country, expected) => {
    expect(feeText(fees, country)).toBe(expected);
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
