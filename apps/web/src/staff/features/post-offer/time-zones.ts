import { PORTAL_TIME_ZONE, type TCountry } from '@portal/contract';

/**
 * The zones a destination's universities hold interviews in (its common ones), then India's: the
 * counsellor picks the one the university's invitation names.
 */
const DESTINATION_ZONES: Record<TCountry, readonly string[]> = {
  UK: ['Europe/London'],
  Canada: ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax'],
  Hungary: ['Europe/Budapest'],
  Germany: ['Europe/Berlin'],
  Australia: [
    'Australia/Sydney',
    'Australia/Melbourne',
    'Australia/Brisbane',
    'Australia/Adelaide',
    'Australia/Perth',
  ],
  Netherlands: ['Europe/Amsterdam'],
};

export function timeZonesOf(country: TCountry): string[] {
  return [...DESTINATION_ZONES[country], PORTAL_TIME_ZONE];
}

/** "Europe/London" as "London (Europe/London)". */
export const timeZoneLabel = (zone: string) => `${zone.split('/').at(-1)?.replaceAll('_', ' ')} (${zone})`;
