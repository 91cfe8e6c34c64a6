import { SHORTLIST_STATUSES, type TShortlistItem } from '@portal/contract';

const RANK = new Map<string, number>(SHORTLIST_STATUSES.map((status, index) => [status, index]));

/**
 * §4/§9: EXPERT_CHOICE, STUDENT_CHOICE, APPLIED, NOT_ELIGIBLE (the contract's SHORTLIST_STATUSES order).
 * Stable: courses of one status keep the server's order. Returns a new array.
 */
export function sortShortlist<T extends Pick<TShortlistItem, 'status'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (RANK.get(a.status) ?? RANK.size) - (RANK.get(b.status) ?? RANK.size));
}
