// The visa stage's funds calculator: what the student must show, by the destination's funds rule.
// Pure, so the counsellor's screen, the student's screen and the server give the same figures.
import type { TFundsRule, TPeriodAmount } from './destination-rules.ts';
import { dependantAmountOf } from './destinations/index.ts';
import { POST_OFFER_LIMITS } from './post-offer-stages.ts';

export type TFundsInputs = {
  livingOptionKey: string;
  dependants: number;
  /** Months of living costs; null = the rule's maximum. */
  months: number | null;
  /** Rupees per one unit of the rule's currency, as entered (decimal string), or null. */
  inrRate: string | null;
};
export type TTuitionFacts = {
  /** The first year's fee in the rule's currency. */
  firstYearFee: number;
  /** The verified deposit in the rule's currency (0 when none, or paid in another currency). */
  depositPaid: number;
};
export type TFundsCalculation = {
  currency: string;
  remainingTuition: number;
  /** null when the destination's amount could not be confirmed (then `unknownAmountNote` says why). */
  livingCosts: number | null;
  dependantCosts: number | null;
  total: number | null;
  /** Months counted for monthly amounts; null when the rule counts one year. */
  monthsCounted: number | null;
  heldForDays: number | null;
  /** The total in rupees at the entered rate, rounded up to the rupee; null without a rate. */
  totalInr: number | null;
  unknownAmountNote: string | null;
};

const FULL_YEAR_MONTHS = 12;
const UNKNOWN_AMOUNT = 'The official amount could not be confirmed: ask your counsellor.';
const RATE_SCALE = 10 ** POST_OFFER_LIMITS.inrRateDecimals;

function forPeriod(amount: TPeriodAmount, months: number): number {
  return amount.per === 'MONTH' ? amount.amount * months : amount.amount;
}

/** Rupees for `total` at a decimal-string rate, computed in whole ten-thousandths so no float drift. */
export function toRupees(total: number, inrRate: string): number {
  const [whole, fraction = ''] = inrRate.split('.');
  const scaledRate =
    Number(whole) * RATE_SCALE + Number(fraction.padEnd(POST_OFFER_LIMITS.inrRateDecimals, '0'));
  return Math.ceil((total * scaledRate) / RATE_SCALE);
}

/** Returns null when the living option is not one of the rule's. */
export function calculateFunds(
  rule: TFundsRule,
  inputs: TFundsInputs,
  tuition: TTuitionFacts,
): TFundsCalculation | null {
  const option = rule.livingCostOptions.find((candidate) => candidate.key === inputs.livingOptionKey);
  if (!option) return null;
  const maxMonths = rule.monthsCounted ?? FULL_YEAR_MONTHS;
  const months = Math.min(inputs.months ?? maxMonths, maxMonths);
  const remainingTuition = rule.includesRemainingTuition
    ? Math.max(0, tuition.firstYearFee - tuition.depositPaid)
    : 0;
  const perDependant = dependantAmountOf(rule, option.key);
  const livingCosts =
    option.amount === null ? null : forPeriod({ amount: option.amount, per: option.per }, months);
  const dependantCosts =
    inputs.dependants === 0 ? 0 : perDependant ? forPeriod(perDependant, months) * inputs.dependants : null;
  const total =
    livingCosts === null || dependantCosts === null ? null : remainingTuition + livingCosts + dependantCosts;
  return {
    currency: rule.currency,
    remainingTuition,
    livingCosts,
    dependantCosts,
    total,
    monthsCounted: rule.monthsCounted === null ? null : months,
    heldForDays: rule.heldForDays,
    totalInr: inputs.inrRate === null || total === null ? null : toRupees(total, inputs.inrRate),
    unknownAmountNote: total === null ? (rule.note ?? UNKNOWN_AMOUNT) : null,
  };
}
