import type { TCountry, TStudyLevel } from '@portal/contract';

type TRange = readonly [min: number, max: number];

/** How study differs by country: yearly fees (local currency), typical durations and usual intakes. */
export type TCountryProfile = {
  fees: Record<TStudyLevel, TRange>;
  durations: Record<TStudyLevel, readonly string[]>;
  intakes: readonly string[];
};

/** Names of the seeded intakes (see intakes-data.ts); a course's intake is one of them. */
const SEP_27 = 'September 2027';
const JAN_28 = 'January 2028';
const MAY_27 = 'May 2027';
const SEP_28 = 'September 2028';
const JAN_27 = 'January 2027';
const MAY_28 = 'May 2028';

export const COUNTRY_PROFILES: Record<TCountry, TCountryProfile> = {
  // GBP; UK masters are usually one year.
  UK: {
    fees: { Foundation: [9500, 16000], Undergraduate: [15000, 26500], Postgraduate: [16500, 32000] },
    durations: { Foundation: ['1 year'], Undergraduate: ['3 years', '4 years'], Postgraduate: ['1 year'] },
    intakes: [SEP_27, SEP_27, JAN_28, SEP_28, JAN_27],
  },
  // CAD; colleges and universities take students three times a year.
  Canada: {
    fees: { Foundation: [14000, 22000], Undergraduate: [24000, 58000], Postgraduate: [18000, 45000] },
    durations: {
      Foundation: ['8 months', '1 year'],
      Undergraduate: ['4 years'],
      Postgraduate: ['1 year', '2 years'],
    },
    intakes: [SEP_27, SEP_27, JAN_28, MAY_27, MAY_28, SEP_28],
  },
  // EUR for international programmes taught in English.
  Hungary: {
    fees: { Foundation: [3500, 6000], Undergraduate: [5000, 16000], Postgraduate: [5500, 14000] },
    durations: {
      Foundation: ['1 year'],
      Undergraduate: ['3 years', '3.5 years', '4 years'],
      Postgraduate: ['1.5 years', '2 years'],
    },
    intakes: [SEP_27, SEP_27, JAN_28, SEP_28],
  },
  // EUR; public universities charge low semester fees, private ones full tuition.
  Germany: {
    fees: { Foundation: [1500, 9000], Undergraduate: [1500, 12000], Postgraduate: [1500, 14000] },
    durations: { Foundation: ['1 year'], Undergraduate: ['3 years', '3.5 years'], Postgraduate: ['2 years'] },
    intakes: [SEP_27, SEP_27, JAN_28, SEP_28],
  },
  // AUD; the academic year starts in February, with a mid-year intake.
  Australia: {
    fees: { Foundation: [25000, 36000], Undergraduate: [32000, 52000], Postgraduate: [34000, 54000] },
    durations: {
      Foundation: ['8 months', '1 year'],
      Undergraduate: ['3 years'],
      Postgraduate: ['1.5 years', '2 years'],
    },
    intakes: [JAN_28, JAN_28, MAY_27, MAY_28, JAN_27],
  },
  // EUR (non-EU tuition).
  Netherlands: {
    fees: { Foundation: [9000, 15000], Undergraduate: [9500, 22000], Postgraduate: [12000, 26000] },
    durations: { Foundation: ['1 year'], Undergraduate: ['3 years'], Postgraduate: ['1 year', '2 years'] },
    intakes: [SEP_27, SEP_27, SEP_28, JAN_28],
  },
};
