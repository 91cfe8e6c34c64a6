import { z } from 'zod';

/**
 * Counselling calls (screens /book-counselling, /session-time, /select-topic). The spec does not show
 * them, so they are ours; apps/api/docs/counselling.md explains the choices.
 */

/** Topics a student picks on /select-topic; ids are stable (they are stored with each booking). */
export const COUNSELLING_TOPICS = [
  { id: 'COURSE_SELECTION', name: 'Course selection' },
  { id: 'COUNTRY_AND_UNIVERSITY', name: 'Country and university guidance' },
  { id: 'SCHOLARSHIPS_AND_FUNDING', name: 'Scholarships and funding' },
  { id: 'VISA_PROCESS', name: 'Visa process' },
  { id: 'APPLICATION_AND_DOCUMENTS', name: 'Application and documents' },
  { id: 'ACCOMMODATION_AND_PRE_DEPARTURE', name: 'Accommodation and pre-departure' },
] as const;
/** A topic's words for an id; an id this build does not know shows as it is stored. */
export const counsellingTopicName = (id: string): string =>
  COUNSELLING_TOPICS.find((topic) => topic.id === id)?.name ?? id;
export const COUNSELLING_TOPIC_IDS = COUNSELLING_TOPICS.map((topic) => topic.id) as [
  (typeof COUNSELLING_TOPICS)[number]['id'],
  ...(typeof COUNSELLING_TOPICS)[number]['id'][],
];

/**
 * Sessions last 30 minutes and start on the hour or half hour, India time, Monday to Saturday,
 * from `firstStart` to `lastStart`. Each slot has `slotCapacity` counsellors; bookings open at most
 * `maxDaysAhead` days ahead.
 */
export const COUNSELLING_SCHEDULE = {
  slotMinutes: 30,
  firstStart: '10:00',
  lastStart: '17:30',
  /** Days of the week (0 = Sunday, as Date#getUTCDay) with no sessions. */
  closedWeekdays: [0] as readonly number[],
  slotCapacity: 2,
  maxDaysAhead: 60,
} as const;
export const COUNSELLING_SLOT_CAPACITY = COUNSELLING_SCHEDULE.slotCapacity;

export const COUNSELLING_STATUSES = ['BOOKED', 'COMPLETED', 'CANCELLED'] as const;
export const ZCounsellingStatus = z.enum(COUNSELLING_STATUSES);
export type TCounsellingStatus = z.infer<typeof ZCounsellingStatus>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every session start of an open day, in order: 10:00, 10:30, … 17:30. */
export function counsellingSlotTimes(): string[] {
  const { firstStart, lastStart, slotMinutes } = COUNSELLING_SCHEDULE;
  const times: string[] = [];
  for (let m = minutesOf(firstStart); m <= minutesOf(lastStart); m += slotMinutes) times.push(timeOf(m));
  return times;
}

/** True when counselling runs on this YYYY-MM-DD (a calendar date, so no time zone is involved). */
export function isCounsellingDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return !COUNSELLING_SCHEDULE.closedWeekdays.includes(weekday);
}

/** Reasons the server gives for refused counselling calls (the client shows the debug message). */
export const COUNSELLING_MESSAGES = {
  invalidDate: 'Enter a valid date as YYYY-MM-DD.',
  invalidTime: 'Enter a valid time as HH:mm.',
  tooFarAhead: `Counselling can be booked at most ${COUNSELLING_SCHEDULE.maxDaysAhead} days ahead.`,
  closedDay: 'Counselling is not available on Sundays. Please choose another day.',
  notASlot: `Sessions start on the hour or half hour from ${COUNSELLING_SCHEDULE.firstStart} to ${COUNSELLING_SCHEDULE.lastStart} (India time).`,
  slotPast: 'That slot has already passed. Please choose a later time.',
  slotTaken: 'That slot is fully booked. Please choose another time.',
  alreadyBooked: 'You already have an upcoming counselling session. Cancel it before booking another one.',
  topicsRequired: 'Select at least one topic.',
  unknownTopic: 'Unknown counselling topic.',
  duplicateTopic: 'Each topic can be selected only once.',
  studentsOnly: 'Only students can book, view or cancel their counselling sessions.',
  nothingToCancel: 'You have no upcoming counselling session to cancel.',
  nothingToReschedule: 'You have no upcoming counselling session to reschedule. Book a new one instead.',
  sameSlot: 'Your session is already at that time. Choose a different time to reschedule.',
} as const;

const ZIsoDate = z.iso
  .date({ error: COUNSELLING_MESSAGES.invalidDate })
  .max(10, COUNSELLING_MESSAGES.invalidDate);
const ZSlotTime = z
  .string({ error: COUNSELLING_MESSAGES.invalidTime })
  .max(5, COUNSELLING_MESSAGES.invalidTime)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, COUNSELLING_MESSAGES.invalidTime);
export const ZCounsellingTopicId = z.enum(COUNSELLING_TOPIC_IDS, {
  error: COUNSELLING_MESSAGES.unknownTopic,
});
export type TCounsellingTopicId = z.infer<typeof ZCounsellingTopicId>;

/** GET /api/counselling/topics */
export const ZCounsellingTopic = z.object({ id: ZCounsellingTopicId, name: z.string() });
export type TCounsellingTopic = z.infer<typeof ZCounsellingTopic>;
export const ZCounsellingTopics = z.array(ZCounsellingTopic);

/** GET /api/counselling/slots?date=YYYY-MM-DD */
export const ZCounsellingSlotsQuery = z.object({ date: ZIsoDate });
export const ZCounsellingSlot = z.object({ time: z.string(), available: z.boolean() });
export type TCounsellingSlot = z.infer<typeof ZCounsellingSlot>;
export const ZCounsellingSlots = z.array(ZCounsellingSlot);

/** POST /api/counselling/book */
export const ZCounsellingBookBody = z.strictObject({
  date: ZIsoDate,
  time: ZSlotTime,
  topics: z
    .array(ZCounsellingTopicId, { error: COUNSELLING_MESSAGES.topicsRequired })
    .min(1, COUNSELLING_MESSAGES.topicsRequired)
    .max(COUNSELLING_TOPICS.length, COUNSELLING_MESSAGES.duplicateTopic)
    .refine((topics) => new Set(topics).size === topics.length, COUNSELLING_MESSAGES.duplicateTopic),
});
export type TCounsellingBookBody = z.infer<typeof ZCounsellingBookBody>;

/**
 * PUT /api/counselling/booking: reschedule the upcoming session to another slot in one step (the old
 * seat is freed only when the new one is taken), with the same body and rules as booking.
 */
export const ZCounsellingRescheduleBody = ZCounsellingBookBody;
export type TCounsellingRescheduleBody = z.infer<typeof ZCounsellingRescheduleBody>;

/** A booking as the student (and staff) see it; date and time are India time. */
export const ZCounsellingBooking = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  topics: z.array(z.string()),
  status: ZCounsellingStatus,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TCounsellingBooking = z.infer<typeof ZCounsellingBooking>;

/** GET /api/counselling/booking: the latest booking, or null when the student never booked. */
export const ZCounsellingLatestBooking = ZCounsellingBooking.nullable();
