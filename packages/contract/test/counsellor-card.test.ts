import { describe, expect, it } from 'vitest';
import { COUNSELLOR_CARD_MESSAGES as M, type TWorkDay, ZContactCardBody } from '../src/counsellor-card.ts';
import {
  callLinkOf,
  formatWorkDays,
  formatWorkingHours,
  isWithinHours,
  nextOpeningText,
  whatsappLinkOf,
} from '../src/counsellor-hours.ts';

const card = {
  showSignInNumber: false,
  displayPhone: '+91 98450-12345',
  whatsappNumber: '',
  workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  hoursFrom: '09:30',
  hoursTo: '18:00',
  meetingLink: 'https://meet.example.com/abc',
};
const messagesOf = (body: unknown) => {
  const result = ZContactCardBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the contact card a counsellor saves', () => {
  it('keeps phones as their 10 digits and empty fields as null', () => {
    expect(ZContactCardBody.parse(card)).toMatchObject({ displayPhone: '9845012345', whatsappNumber: null });
  });

  it.each([
    [{ displayPhone: '12345' }, M.phoneInvalid],
    [{ whatsappNumber: '5845012345' }, M.whatsappInvalid],
    [{ meetingLink: 'http://meet.example.com/abc' }, M.meetingLinkHttps],
    [{ meetingLink: 'javascript:alert(1)' }, M.meetingLinkHttps],
    [{ meetingLink: 'https://' }, M.meetingLinkInvalid],
    [{ meetingLink: `https://meet.example.com/${'a'.repeat(500)}` }, M.meetingLinkTooLong],
    [{ hoursFrom: '9:30' }, M.timeInvalid],
    [{ hoursTo: '18:15' }, M.timeInvalid],
    [{ hoursTo: '09:00' }, M.endBeforeStart],
    [{ hoursTo: '09:30' }, M.endBeforeStart],
    [{ workingDays: [] }, M.daysRequired],
    [{ workingDays: ['MON', 'MON'] }, M.dayInvalid],
    [{ hoursFrom: null }, M.timesRequired],
    [{ showSignInNumber: true }, M.phoneOrSignInNumber],
  ])('refuses %j', (change, message) => {
    expect(messagesOf({ ...card, ...change })).toContain(message);
  });

  it('accepts a card with no hours at all', () => {
    expect(messagesOf({ ...card, workingDays: [], hoursFrom: null, hoursTo: null })).toEqual([]);
  });
});

describe('working hours in India time', () => {
  const weekdays = { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'] as TWorkDay[], from: '09:30', to: '18:00' };
  // 2026-11-30 is a Monday; 04:00Z is 9:30 IST.
  const at = (iso: string) => new Date(iso);

  it('writes days in runs and times on the portal clock', () => {
    expect(formatWorkDays(['MON', 'TUE', 'WED', 'SAT'])).toBe('Mon–Wed, Sat');
    expect(formatWorkDays(['MON', 'TUE', 'SUN'])).toBe('Mon, Tue, Sun');
    expect(formatWorkingHours(weekdays)).toBe('Mon–Fri, 9:30 AM – 6:00 PM IST');
  });

  it('is available from the start up to the end', () => {
    expect(isWithinHours(weekdays, at('2026-11-30T03:59:00Z'))).toBe(false);
    expect(isWithinHours(weekdays, at('2026-11-30T04:00:00Z'))).toBe(true);
    expect(isWithinHours(weekdays, at('2026-11-30T12:29:00Z'))).toBe(true);
    expect(isWithinHours(weekdays, at('2026-11-30T12:30:00Z'))).toBe(false);
    expect(isWithinHours(weekdays, at('2026-11-29T06:00:00Z'))).toBe(false);
  });

  it('says when the hours next begin', () => {
    expect(nextOpeningText(weekdays, at('2026-11-30T02:00:00Z'))).toBe('9:30 AM IST today');
    expect(nextOpeningText(weekdays, at('2026-11-30T13:00:00Z'))).toBe('9:30 AM IST tomorrow');
    expect(nextOpeningText(weekdays, at('2026-12-04T13:00:00Z'))).toBe('9:30 AM IST on Monday');
    expect(nextOpeningText({ ...weekdays, days: ['MON'] }, at('2026-11-30T13:00:00Z'))).toBe(
      '9:30 AM IST on Monday',
    );
    expect(nextOpeningText(null, at('2026-11-30T13:00:00Z'))).toBeNull();
  });

  it('links to the phone and to WhatsApp with the country code', () => {
    expect(callLinkOf('9845012345')).toBe('tel:+919845012345');
    expect(whatsappLinkOf('9845012345')).toBe('https://wa.me/919845012345');
  });
});
