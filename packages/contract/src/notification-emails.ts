// The fixed words of notification emails and session calendar files; what happened comes from
// notification-texts.ts. Emails are plain: the portal's name, the title, the body and one link.
import { COUNSELLING_SCHEDULE } from './counselling.ts';
import { EMAIL_VERIFICATION_POLICY } from './notification-preferences.ts';
import { PORTAL_NAME } from './student-payments.ts';

export const NOTIFICATION_EMAIL_TEXTS = {
  /** The language of every email (the html lang attribute). */
  lang: 'en',
  subject: (title: string) => `${title} — ${PORTAL_NAME}`,
  linkLabel: 'Open in the portal',
  footer: `You get this email because you chose email for this kind of update in ${PORTAL_NAME}. Change it under Settings, Notifications.`,
  calendarNote: 'The attached calendar file adds the session to your calendar, or updates it there.',
} as const;

export const EMAIL_CODE_TEXTS = {
  subject: `Your ${PORTAL_NAME} email verification code`,
  title: 'Verify your email address',
  body: (code: string) =>
    `Your code is ${code}. Enter it in ${PORTAL_NAME} to start getting emails at this address. It expires in ${EMAIL_VERIFICATION_POLICY.codeLifetimeMinutes} minutes.`,
  notYou: 'If it wasn’t you who asked for it, ignore this email: nothing changes until the code is entered.',
} as const;

/** The counselling session as a calendar event (.ics): emails about a session attach it, and it can be downloaded. */
export const SESSION_CALENDAR = {
  fileName: 'counselling-session.ics',
  /** The download: GET /api/counselling/booking/calendar.ics. */
  path: '/api/counselling/booking/calendar.ics',
  /** The web page a downloaded event links to: the student's booked session. */
  pagePath: '/book-counselling',
  title: `Counselling session — ${PORTAL_NAME}`,
  description: (link: string) =>
    `Your ${COUNSELLING_SCHEDULE.slotMinutes}-minute counselling session with ${PORTAL_NAME}. Details: ${link}`,
  noBookedSession: 'You have no booked counselling session to add to a calendar.',
} as const;
