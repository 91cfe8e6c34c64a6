import { feeWithCurrency, LIMITS, type TCountry } from '@portal/contract';
import { COURSE_TEXTS } from './course-texts.ts';

/** Approx. Fee: the raw number as published (§9) after its country's currency, 'GBP 18500'; 'N/A' when none. */
export const feeText = (fees: number | null | undefined, country: TCountry) =>
  fees === null || fees === undefined ? COURSE_TEXTS.notAvailable : feeWithCurrency(fees, country);

/** A fact box's value: the text, or 'N/A' when it is empty. */
export const factText = (value: string | null | undefined) => value?.trim() || COURSE_TEXTS.notAvailable;

export const ELLIPSIS = '…';

/**
 * §2/§9: a course name in the collapsed breadcrumb keeps its first 15 characters (LIMITS.breadcrumbNameMax);
 * a longer one ends with '…' after them (a space before the cut is dropped). Counted in characters, not
 * UTF-16 units, so an emoji or accented letter is never split.
 */
export function cutBreadcrumbName(name: string, max: number = LIMITS.breadcrumbNameMax): string {
  const characters = Array.from(name.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}
