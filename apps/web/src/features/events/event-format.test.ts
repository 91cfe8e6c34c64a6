import { describe, expect, it } from 'vitest';
import {
  addressLinesOf,
  formatEventDate,
  formatEventTime,
  formatEventTimeRange,
  formatStatCount,
} from './event-format.ts';

describe('event date and times (§2 Date/Time card)', () => {
  it.each([
    ['2027-01-16', 'Saturday, 16 January 2027'],
    ['2027-02-06', 'Saturday, 6 February 2027'],
    ['2026-12-31', 'Thursday, 31 December 2026'],
    ['16 Jan 2027', '16 Jan 2027'],
    ['2027-02-30', '2027-02-30'],
  ])('shows %s as %s', (date, shown) => {
    expect(formatEventDate(date)).toBe(shown);
  });

  it.each([
    ['11:00', '11:00 AM'],
    ['17:00', '5:00 PM'],
    ['09:30', '9:30 AM'],
    ['00:15', '12:15 AM'],
    ['12:00', '12:00 PM'],
    ['10:30:00', '10:30 AM'],
    ['noon', 'noon'],
    ['25:00', '25:00'],
  ])('shows %s as %s', (time, shown) => {
    expect(formatEventTime(time)).toBe(shown);
  });

  it('joins the start and end times, or shows the one given', () => {
    expect(formatEventTimeRange('11:00', '17:00')).toBe('11:00 AM – 5:00 PM');
    expect(formatEventTimeRange('10:30', '')).toBe('10:30 AM');
    expect(formatEventTimeRange('', '')).toBe('');
  });
});

describe('venue and stats', () => {
  it('splits the multi-line address into its lines, dropping blank ones', () => {
    expect(addressLinesOf('Hotel Royal Palace\r\n Mahabal Road \n\nJalgaon 425001')).toEqual([
      'Hotel Royal Palace',
      'Mahabal Road',
      'Jalgaon 425001',
    ]);
  });

  it('writes a count with its plus sign', () => {
    expect(formatStatCount(40)).toBe('40+');
    expect(formatStatCount(0)).toBe('0+');
  });
});
