import type { events } from '../schema/index.ts';

type TEventRow = typeof events.$inferInsert;

const mapsLink = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/**
 * The registration events of §3/§9 (JLG, KOP, AUR) and the SSU university fair (§8). Dates are ISO,
 * times 24-hour; the address is multi-line because the success screen shows it line by line.
 */
export const EVENT_SEEDS: readonly TEventRow[] = [
  {
    code: 'JLG',
    city: 'Jalgaon',
    date: '2027-01-16',
    startTime: '11:00',
    endTime: '17:00',
    remarks: 'Study Abroad Expo: meet university delegates and get free counselling.',
    address: 'Hotel Royal Palace, Banquet Hall\nMahabal Road, Jai Nagar\nJalgaon, Maharashtra 425001',
    locationLink: mapsLink('Mahabal Road, Jai Nagar, Jalgaon 425001'),
    countryCount: 6,
    universityCount: 40,
  },
  {
    code: 'KOP',
    city: 'Kolhapur',
    date: '2027-01-23',
    startTime: '11:00',
    endTime: '17:00',
    remarks: 'Study Abroad Expo: meet university delegates and get free counselling.',
    address:
      'Hotel Pavilion, Conference Hall\nNear Mahalaxmi Temple, Station Road\nKolhapur, Maharashtra 416001',
    locationLink: mapsLink('Station Road, Kolhapur 416001'),
    countryCount: 6,
    universityCount: 35,
  },
  {
    code: 'AUR',
    city: 'Aurangabad',
    date: '2027-01-30',
    startTime: '10:30',
    endTime: '16:30',
    remarks: 'Study Abroad Expo: scholarship and visa guidance desks on site.',
    address:
      'Hotel Amarpreet, Grand Ballroom\nJalna Road, Town Centre\nChhatrapati Sambhajinagar (Aurangabad), Maharashtra 431001',
    locationLink: mapsLink('Jalna Road, Aurangabad 431001'),
    countryCount: 6,
    universityCount: 45,
  },
  {
    code: 'SSU',
    city: 'Pune',
    date: '2027-02-06',
    startTime: '10:00',
    endTime: '18:00',
    remarks: 'Global University Fair on campus: universities from every partner country on board.',
    address: 'University Convention Centre\nSenapati Bapat Road\nPune, Maharashtra 411004',
    locationLink: mapsLink('Senapati Bapat Road, Pune 411004'),
    countryCount: 6,
    universityCount: 60,
  },
];
