// Pre-departure events (§2 dashboard "Pre Departure event" → Register, "Event Feedback" → Give feedback).
// They are events of the events module with kind PRE_DEPARTURE; a student registers and, once the event
// has begun, rates it.
import { z } from 'zod';
import { hasUnsafeRemarkCharacters } from './documents.ts';
import { ZCountry } from './enums.ts';
import { makePositiveId } from './ids.ts';

export const EVENT_KINDS = ['EXPO', 'PRE_DEPARTURE'] as const;
export type TEventKind = (typeof EVENT_KINDS)[number];

export const EVENT_FEEDBACK_LIMITS = { ratingMin: 1, ratingMax: 5, commentMaxLength: 1000 } as const;
export const PRE_DEPARTURE_EVENT_MESSAGES = {
  notFound: 'Event not found.',
  notPreDeparture: 'Only pre-departure events take registrations here.',
  over: 'This event is over; choose an upcoming one.',
  notRegistered: 'Register for the event before giving feedback.',
  notYetHeld: 'You can give feedback once the event has begun.',
  feedbackGiven: 'You have already given feedback for this event.',
  ratingInvalid: `Choose a rating from ${EVENT_FEEDBACK_LIMITS.ratingMin} to ${EVENT_FEEDBACK_LIMITS.ratingMax}.`,
  commentTooLong: `The comment must be at most ${EVENT_FEEDBACK_LIMITS.commentMaxLength} characters.`,
  commentUnsafe: 'The comment may not contain control characters other than line breaks and tabs.',
  registered: 'You are registered. See you there!',
  thanks: 'Thank you for your feedback!',
  studentsOnly: 'Only students can register for an event.',
} as const;

export const ZEventIdParams = z.object({ eventId: makePositiveId('eventId') });

export const ZPreDepartureEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The destination it prepares for; null when it is for everyone. */
  country: ZCountry.nullable(),
  city: z.string(),
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  address: z.string(),
  locationLink: z.string().nullable(),
  registered: z.boolean(),
  /** Registration is open until the event's day is over. */
  canRegister: z.boolean(),
  /** Registered, begun, and no feedback yet. */
  canGiveFeedback: z.boolean(),
  feedback: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
});
export type TPreDepartureEvent = z.infer<typeof ZPreDepartureEvent>;
/** GET /api/student/pre-departure/events: upcoming events and the ones the student registered for. */
export const ZPreDepartureEventList = z.array(ZPreDepartureEvent);

/** POST /api/student/events/{eventId}/feedback. */
export const ZEventFeedbackBody = z.strictObject({
  rating: z
    .number({ error: PRE_DEPARTURE_EVENT_MESSAGES.ratingInvalid })
    .int(PRE_DEPARTURE_EVENT_MESSAGES.ratingInvalid)
    .min(EVENT_FEEDBACK_LIMITS.ratingMin, PRE_DEPARTURE_EVENT_MESSAGES.ratingInvalid)
    .max(EVENT_FEEDBACK_LIMITS.ratingMax, PRE_DEPARTURE_EVENT_MESSAGES.ratingInvalid),
  comment: z
    .string()
    .trim()
    .max(EVENT_FEEDBACK_LIMITS.commentMaxLength, PRE_DEPARTURE_EVENT_MESSAGES.commentTooLong)
    .refine((text) => !hasUnsafeRemarkCharacters(text), PRE_DEPARTURE_EVENT_MESSAGES.commentUnsafe)
    .default(''),
});
export type TEventFeedbackBody = z.infer<typeof ZEventFeedbackBody>;
