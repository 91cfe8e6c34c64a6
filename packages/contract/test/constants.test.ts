import { describe, expect, it } from 'vitest';
import {
  ALL_EVENT_CODES,
  COUNTRIES,
  COUNTRY_CURRENCIES,
  FIELDS_OF_STUDY,
  feeWithCurrency,
  LANGUAGE_SCORE_RANGES,
  LIMITS,
  PLATFORM_FEE,
  SHORTLIST_STATUSES,
  STUDY_LEVELS,
  ZCropArea,
  ZEvent,
  ZPageQuery,
} from '../src/index.ts';

describe('§9 constants', () => {
  it('lists the six countries and three study levels', () => {
    expect(COUNTRIES).toEqual(['UK', 'Canada', 'Hungary', 'Germany', 'Australia', 'Netherlands']);
    expect(STUDY_LEVELS).toEqual(['Foundation', 'Undergraduate', 'Postgraduate']);
  });

  it("names each country's fee currency, shown before the raw number", () => {
    expect(Object.keys(COUNTRY_CURRENCIES)).toEqual([...COUNTRIES]);
    expect(COUNTRY_CURRENCIES).toEqual({
      UK: 'GBP',
      Canada: 'CAD',
      Hungary: 'EUR',
      Germany: 'EUR',
      Australia: 'AUD',
      Netherlands: 'EUR',
    });
    expect(feeWithCurrency(18500, 'UK')).toBe('GBP 18500');
    expect(feeWithCurrency(1234567, 'Canada')).toBe('CAD 1234567');
    expect(feeWithCurrency(0, 'Hungary')).toBe('EUR 0');
  });

  it('has twenty fields of study, alphabetical, from Accounting & Finance to Tourism', () => {
    expect(FIELDS_OF_STUDY).toHaveLength(20);
    expect(new Set(FIELDS_OF_STUDY).size).toBe(20);
    expect([...FIELDS_OF_STUDY].sort((a, b) => a.localeCompare(b))).toEqual([...FIELDS_OF_STUDY]);
    expect(FIELDS_OF_STUDY[0]).toBe('Accounting & Finance');
    expect(FIELDS_OF_STUDY[19]).toBe('Tourism, Hospitality & Events Management');
  });

  it('prices the platform fee at 4,200 rupees, 4,956 with GST', () => {
    expect(PLATFORM_FEE.amount + PLATFORM_FEE.gst).toBe(PLATFORM_FEE.total);
    expect(PLATFORM_FEE).toEqual({ amount: 4200, gst: 756, total: 4956 });
  });

  it('keeps the language score ranges of §9', () => {
    expect(LANGUAGE_SCORE_RANGES).toEqual({
      IELTS: { min: 0, max: 9 },
      TOEFL: { min: 0, max: 120 },
      PTE: { min: 10, max: 90 },
      Duolingo: { min: 10, max: 160 },
    });
  });

  it('sorts the shortlist EXPERT_CHOICE, STUDENT_CHOICE, APPLIED, NOT_ELIGIBLE and knows the event codes', () => {
    expect(SHORTLIST_STATUSES).toEqual(['EXPERT_CHOICE', 'STUDENT_CHOICE', 'APPLIED', 'NOT_ELIGIBLE']);
    expect(ALL_EVENT_CODES).toEqual(['JLG', 'KOP', 'AUR', 'SSU']);
  });

  it('keeps the limits of §9', () => {
    expect(LIMITS).toMatchObject({
      requestTimeoutMs: 10_000,
      toastMs: 3_000,
      defaultPageSize: 10,
      firstPage: 1,
      skeletonCount: 12,
      mainProgressValue: 60,
      breadcrumbNameMax: 15,
      photoZoom: { min: 1, max: 3, step: 0.1 },
    });
  });
});

describe('shared schemas', () => {
  it.each([
    [{}, { pageNumber: 1, pageSize: 10 }],
    [
      { pageNumber: '3', pageSize: '100' },
      { pageNumber: 3, pageSize: 100 },
    ],
  ])('pages default to 1 and 10: %o', (input, expected) => {
    expect(ZPageQuery.parse(input)).toEqual(expected);
  });

  it.each([
    { pageSize: '101' },
    { pageSize: '0' },
    { pageNumber: '0' },
    { pageNumber: '1.5' },
    { pageSize: 'ten' },
  ])('refuses page %o', (input) => {
    expect(ZPageQuery.safeParse(input).success).toBe(false);
  });

  it('accepts an event and a crop area as the spec shapes them', () => {
    expect(
      ZEvent.parse({
        id: 1,
        city: 'Jalgaon',
        date: '2027-05-11',
        startTime: '11:00',
        endTime: '17:00',
        remarks: '',
        address: 'Hall A\nJalgaon',
        locationLink: null,
        countryCount: 6,
        universityCount: 40,
      }).city,
    ).toBe('Jalgaon');
    expect(ZCropArea.safeParse({ x: 0, y: 0, width: 0, height: 10 }).success).toBe(false);
  });
});
