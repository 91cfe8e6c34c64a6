import type { TCounsellingSlot } from '@portal/contract';

/** How many other times a "slot taken" answer offers. */
export const ALTERNATIVES_OFFERED = 3;

/**
 * The free times to offer instead of `taken`: the next ones after it that day, then the ones before it
 * (closest first), at most `count`.
 */
export function alternativeTimes(
  slots: readonly TCounsellingSlot[],
  taken: string,
  count = ALTERNATIVES_OFFERED,
): string[] {
  const free = slots.filter((slot) => slot.available && slot.time !== taken).map((slot) => slot.time);
  const later = free.filter((time) => time > taken);
  const earlier = free.filter((time) => time < taken).reverse();
  return [...later, ...earlier].slice(0, count);
}

export const hasFreeSlot = (slots: readonly TCounsellingSlot[]) => slots.some((slot) => slot.available);

/**
 * The day's slots with the student's own session (when moving it, on its day) counted as taken: the server
 * refuses a move to the same slot, though the seat count may still show it free.
 */
export function withOwnSlotTaken(
  slots: readonly TCounsellingSlot[],
  date: string,
  own: { date: string; time: string } | null,
): TCounsellingSlot[] {
  if (!own || own.date !== date) return [...slots];
  return slots.map((slot) => (slot.time === own.time ? { ...slot, available: false } : slot));
}
