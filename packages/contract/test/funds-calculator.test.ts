import { describe, expect, it } from 'vitest';
import { calculateFunds, DESTINATION_RULES, toRupees } from '../src/index.ts';

const uk = DESTINATION_RULES.UK.funds;
const canada = DESTINATION_RULES.Canada.funds;
const germany = DESTINATION_RULES.Germany.funds;
const netherlands = DESTINATION_RULES.Netherlands.funds;

describe('calculateFunds', () => {
  it.each([
    // rule, inputs, tuition, expected totals
    [
      'UK in London, 9 months',
      uk,
      { livingOptionKey: 'LONDON', dependants: 0, months: null },
      [18500, 5000],
      13500 + 1483 * 9,
    ],
    [
      'UK outside London, 9 months',
      uk,
      { livingOptionKey: 'OUTSIDE_LONDON', dependants: 0, months: null },
      [18500, 5000],
      13500 + 1136 * 9,
    ],
    [
      'UK outside London, 6-month course',
      uk,
      { livingOptionKey: 'OUTSIDE_LONDON', dependants: 0, months: 6 },
      [9000, 0],
      9000 + 1136 * 6,
    ],
    [
      'UK never counts more than 9 months',
      uk,
      { livingOptionKey: 'LONDON', dependants: 0, months: 12 },
      [0, 0],
      1483 * 9,
    ],
    [
      'UK in London with one dependant',
      uk,
      { livingOptionKey: 'LONDON', dependants: 1, months: null },
      [0, 0],
      (1483 + 845) * 9,
    ],
    [
      'UK deposit above the fee leaves no tuition',
      uk,
      { livingOptionKey: 'LONDON', dependants: 0, months: null },
      [4000, 5000],
      1483 * 9,
    ],
    [
      'Canada: one year of living plus tuition still to pay',
      canada,
      { livingOptionKey: 'OUTSIDE_QUEBEC', dependants: 0, months: null },
      [30000, 10000],
      20000 + 22895,
    ],
    [
      'Germany: 12 months blocked, no tuition counted',
      germany,
      { livingOptionKey: 'STUDENT', dependants: 0, months: null },
      [1500, 0],
      992 * 12,
    ],
  ] as const)('%s', (_name, rule, inputs, [firstYearFee, depositPaid], total) => {
    const result = calculateFunds(rule, { ...inputs, inrRate: null }, { firstYearFee, depositPaid });
    expect(result?.total).toBe(total);
    expect(result?.totalInr).toBeNull();
  });

  it('says how long the UK money must be held and in which currency', () => {
    const result = calculateFunds(
      uk,
      { livingOptionKey: 'LONDON', dependants: 0, months: null, inrRate: null },
      { firstYearFee: 0, depositPaid: 0 },
    );
    expect(result).toMatchObject({ currency: 'GBP', heldForDays: 28, monthsCounted: 9 });
  });

  it('converts to rupees at the entered rate, rounded up to the rupee', () => {
    const result = calculateFunds(
      uk,
      { livingOptionKey: 'LONDON', dependants: 0, months: 1, inrRate: '111.2345' },
      { firstYearFee: 0, depositPaid: 0 },
    );
    expect(result?.totalInr).toBe(Math.ceil(1483 * 111.2345));
    expect(toRupees(3, '0.1')).toBe(1);
    expect(toRupees(10, '0.0001')).toBe(1);
    expect(toRupees(100, '83')).toBe(8300);
  });

  it('gives no total, and says why, where the official amount is unknown', () => {
    const result = calculateFunds(
      netherlands,
      { livingOptionKey: 'STUDY_NORM', dependants: 0, months: null, inrRate: '90' },
      { firstYearFee: 15000, depositPaid: 0 },
    );
    expect(result).toMatchObject({ livingCosts: null, total: null, totalInr: null });
    expect(result?.unknownAmountNote).toMatch(/counsellor/);
  });

  it('gives no total for Canadian dependants, whose amounts follow a table by family size', () => {
    const result = calculateFunds(
      canada,
      { livingOptionKey: 'OUTSIDE_QUEBEC', dependants: 1, months: null, inrRate: null },
      { firstYearFee: 0, depositPaid: 0 },
    );
    expect(result?.total).toBeNull();
  });

  it('refuses a living option the destination does not have', () => {
    expect(
      calculateFunds(
        uk,
        { livingOptionKey: 'OUTSIDE_QUEBEC', dependants: 0, months: null, inrRate: null },
        { firstYearFee: 0, depositPaid: 0 },
      ),
    ).toBeNull();
  });
});
