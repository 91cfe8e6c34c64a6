import { COUNTRIES, toIsoDate } from '@portal/contract';
import type { events } from '../schema/index.ts';

type TEventRow = typeof events.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (now: Date, days: number) => toIsoDate(new Date(now.getTime() + days * DAY_MS));

// Jitsi rooms open on first visit, so the seeded online sessions' links lead somewhere real.
const meetingLink = (room: string) => `https://meet.jit.si/${room}`;

/**
 * Pre-departure sessions relative to the seed time (India dates): one today, so a fresh database
 * always has one a student can register for and rate the same day, then the UK in 2 weeks and Canada
 * in 5. Their codes contain a hyphen, which no event code sent at sign-in may (EVENT_CODE_PATTERN).
 */
export function preDepartureEventSeeds(now: Date): TEventRow[] {
  const base = { kind: 'PRE_DEPARTURE', remarks: '', universityCount: 0 } as const;
  const today = inDays(now, 0);
  const inTwoWeeks = inDays(now, 14);
  const inFiveWeeks = inDays(now, 35);
  return [
    {
      ...base,
      code: `PD-${today}-ALL`,
      title: 'Pre-departure briefing: packing, forex and your first week abroad',
      country: null,
      city: 'Online',
      date: today,
      startTime: '17:00',
      endTime: '18:30',
      address: 'Online session (Jitsi Meet)\nThe link opens 10 minutes before the start',
      locationLink: meetingLink('StudyAbroadPreDepartureBriefing'),
      countryCount: COUNTRIES.length,
    },
    {
      ...base,
      code: `PD-${inTwoWeeks}-UK`,
      title: 'Flying to the UK: eVisa, arrival and registering with a GP',
      country: 'UK',
      city: 'Mumbai',
      date: inTwoWeeks,
      startTime: '11:00',
      endTime: '13:00',
      address:
        'The Orchid Hotel, Conference Room 2\nNehru Road, Vile Parle (East)\nMumbai, Maharashtra 400099',
      locationLink:
        'https://www.google.com/maps/search/?api=1&query=Nehru%20Road%2C%20Vile%20Parle%20East%2C%20Mumbai%20400099',
      countryCount: 1,
    },
    {
      ...base,
      code: `PD-${inFiveWeeks}-CA`,
      title: 'Flying to Canada: study permit at the border, GIC and winter essentials',
      country: 'Canada',
      city: 'Online',
      date: inFiveWeeks,
      startTime: '18:00',
      endTime: '19:30',
      address: 'Online session (Jitsi Meet)\nThe link opens 10 minutes before the start',
      locationLink: meetingLink('StudyAbroadCanadaPreDeparture'),
      countryCount: 1,
    },
  ];
}
