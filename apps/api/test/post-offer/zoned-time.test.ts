import { describe, expect, it } from 'vitest';
import { fromLocalDateTime, toLocalDateTime } from '../../src/modules/post-offer/zoned-time.ts';

/** Interview times: the wall clock in the university's zone, stored as an instant (DST included). */
describe('wall-clock time in an IANA zone', () => {
  it.each([
    ['winter London', '2026-01-15T10:00', 'Europe/London', '2026-01-15T10:00:00.000Z'],
    ['summer London', '2026-07-15T10:00', 'Europe/London', '2026-07-15T09:00:00.000Z'],
    ['the day before the spring change', '2026-03-28T10:00', 'Europe/London', '2026-03-28T10:00:00.000Z'],
    [
      'after the spring change (29 March 2026)',
      '2026-03-29T10:00',
      'Europe/London',
      '2026-03-29T09:00:00.000Z',
    ],
    ['the skipped hour moves past the gap', '2026-03-29T01:30', 'Europe/London', '2026-03-29T01:30:00.000Z'],
    [
      'the repeated hour is its first occurrence (25 October 2026)',
      '2026-10-25T01:30',
      'Europe/London',
      '2026-10-25T00:30:00.000Z',
    ],
    ['after the autumn change', '2026-10-25T10:00', 'Europe/London', '2026-10-25T10:00:00.000Z'],
    ['India (no DST, +05:30)', '2026-10-25T10:00', 'Asia/Kolkata', '2026-10-25T04:30:00.000Z'],
    ['Toronto summer', '2026-08-01T09:00', 'America/Toronto', '2026-08-01T13:00:00.000Z'],
    [
      'Toronto repeated hour (1 November 2026)',
      '2026-11-01T01:30',
      'America/Toronto',
      '2026-11-01T05:30:00.000Z',
    ],
    ['Sydney summer', '2026-12-01T09:00', 'Australia/Sydney', '2026-11-30T22:00:00.000Z'],
  ])('%s', (_name, local, zone, instant) => {
    expect(fromLocalDateTime(local, zone).toISOString()).toBe(instant);
  });

  it('reads an instant back as the wall clock of the zone', () => {
    expect(toLocalDateTime(new Date('2026-03-29T01:30:00Z'), 'Europe/London')).toBe('2026-03-29T02:30');
    expect(toLocalDateTime(new Date('2026-10-25T00:30:00Z'), 'Europe/London')).toBe('2026-10-25T01:30');
  });
});
