import { COUNSELLING_SCHEDULE, isCounsellingDay } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { dayNameOf, isBookableDay, openDays } from './counselling-days.ts';
import { slotsWith } from './counselling-test-helpers.tsx';
import { alternativeTimes } from './slot-choices.ts';

const NOW = new Date('2026-11-25T04:30:00Z'); // Wednesday 25 November, 10:00 in India

describe('the days offered', () => {
  it('runs from tomorrow to the horizon, open days only', () => {
    const days = openDays(NOW);
    expect(days[0]).toBe('2026-11-26');
    expect(days.every(isCounsellingDay)).toBe(true);
    expect(days.at(-1)).toBe('2027-01-23'); // 60 days after 25 November is a Sunday
    expect(days.length).toBeGreaterThan(COUNSELLING_SCHEDULE.maxDaysAhead * (5 / 7));
  });

  it.each([
    ['2026-11-25', true], // today: its later slots may still be free
    ['2026-11-24', false],
    ['2026-11-29', false], // Sunday
    ['2027-01-23', true], // Saturday, 59 days ahead
    ['2027-01-25', false], // Monday, beyond 60 days
    ['2026-02-30', false],
    ['26-11-2026', false],
  ])('%s bookable: %s', (date, expected) => {
    expect(isBookableDay(date, NOW)).toBe(expected);
  });

  it('names a day as the radios do', () => {
    expect(dayNameOf('2026-11-26')).toBe('Thursday, 26 November');
  });
});

describe('the times offered instead of a taken one', () => {
  it('are the next free ones, then the closest earlier ones, at most three', () => {
    expect(alternativeTimes(slotsWith(['11:00']), '10:30')).toEqual(['11:30', '12:00', '12:30']);
    expect(alternativeTimes(slotsWith(['17:30']), '17:00')).toEqual(['16:30', '16:00', '15:30']);
    expect(alternativeTimes(slotsWith(slotsWith().map((slot) => slot.time)), '10:30')).toEqual([]);
  });
});
