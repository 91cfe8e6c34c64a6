import { z } from 'zod';
import { SPECIAL_EVENT_CODE } from './constants.ts';
import { ZEvent } from './journey.ts';
import { ERROR_MESSAGES, TOAST_MESSAGES } from './messages.ts';

/** Reasons the server gives for refused event calls (the client shows the debug message, §8). */
export const EVENT_MESSAGES = {
  /** §8: the answer to an unknown event code. */
  notFound: ERROR_MESSAGES.eventNotFound,
  codeRequired: 'Enter an event code.',
  invalidCode: 'An event code has 2 to 16 letters or digits.',
  studentsOnly: 'Only students can register for an event.',
  /** §7 toast of POST /otp/register/event. */
  registered: TOAST_MESSAGES.eventRegistered,
} as const;

export const EVENT_CODE_PATTERN = /^[A-Za-z0-9]{2,16}$/;
const EVENT_CODE_SENT_MAX = 32;

/** `?eventCode=` of GET /event-registration/event and POST /otp/register/event; matched case-insensitively. */
export const ZEventCodeQuery = z.object({
  eventCode: z
    .string({ error: EVENT_MESSAGES.codeRequired })
    // Bounds what is sent, spaces around the code included (the same bound as /otp/verify's event).
    .max(EVENT_CODE_SENT_MAX, EVENT_MESSAGES.invalidCode)
    .trim()
    .min(1, EVENT_MESSAGES.codeRequired)
    .regex(EVENT_CODE_PATTERN, EVENT_MESSAGES.invalidCode),
});
export type TEventCodeQuery = z.infer<typeof ZEventCodeQuery>;

/** POST /otp/register/event: the student's reference id (§2 Event registration success) and the event. */
export const ZEventRegistrationResult = z.object({
  referenceId: z.string(),
  /** The event code as stored (upper case). */
  eventCode: z.string(),
  message: z.string(),
  event: ZEvent,
});
export type TEventRegistrationResult = z.infer<typeof ZEventRegistrationResult>;

/**
 * §2: the stat cards' wording differs by event. The university fair (SSU) has universities
 * "on board" that "support" countries; the city expos (JLG, KOP, AUR) have countries participating.
 */
export const EVENT_STAT_LABELS = {
  participating: { countries: 'Countries Participating', universities: 'Top Global Universities' },
  support: { countries: 'Countries Support', universities: 'Top Global Universities on board' },
} as const;
export const SUPPORT_WORDING_EVENT_CODES: readonly string[] = [SPECIAL_EVENT_CODE];

export function eventStatLabelsOf(eventCode: string): { countries: string; universities: string } {
  return SUPPORT_WORDING_EVENT_CODES.includes(eventCode.trim().toUpperCase())
    ? EVENT_STAT_LABELS.support
    : EVENT_STAT_LABELS.participating;
}
