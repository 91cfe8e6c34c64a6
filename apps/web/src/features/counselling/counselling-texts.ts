import { formatClockTime } from '@portal/contract';

/**
 * The words of the three counselling screens. The spec does not show them (§2), so they are ours
 * (docs/decisions/0005-student-journey-screens.md), fixed because the tests find the controls by them; the
 * server's refusals come from the contract's COUNSELLING_MESSAGES.
 */
export const COUNSELLING_TEXTS = {
  step: (index: number) => `Step ${index} of 3`,
  timeZoneNote: 'Times are India time (IST)',
  back: 'Back',
  continue: 'Continue',
  retry: 'Try again',
  day: {
    title: 'Book Free Counselling',
    intro: 'A free 30-minute call with an expert counsellor. Pick a day that suits you.',
    group: 'Choose a day',
    showMore: 'Show more days',
    rescheduling: (session: string) => `Rescheduling your session on ${session}.`,
  },
  time: {
    title: 'Choose a time',
    group: 'Available times',
    fullyBooked: 'Fully booked',
    currentSession: 'Your current session',
    noneFree: 'No free times on this day.',
    otherDay: 'Choose another day',
    loading: 'Loading the times',
    loadFailed: 'The times could not be loaded.',
    chosenDay: (day: string) => `Free 30-minute sessions on ${day}.`,
  },
  topic: {
    title: 'What would you like to discuss?',
    group: 'Topics',
    groupHint: 'Choose one or more.',
    review: 'Your session',
    duration: '30 minutes',
    date: 'Date',
    time: 'Time',
    length: 'Length',
    confirm: 'Confirm booking',
    confirmNewTime: 'Confirm new time',
    bookInstead: (time: string) => `Book ${formatClockTime(time)} instead`,
    booked: (day: string, time: string) => `Counselling booked for ${day} at ${formatClockTime(time)}`,
    moved: (day: string, time: string) => `Counselling moved to ${day} at ${formatClockTime(time)}`,
    failed: 'Your session could not be booked. Please try again.',
    seeSession: 'See your session',
    bookNew: 'Book a new session',
  },
  booked: {
    title: 'Your counselling session',
    intro: 'Your counsellor will call you at this time.',
    topics: 'Topics',
    reschedule: 'Reschedule',
    cancel: 'Cancel session',
    loading: 'Loading your session',
    loadFailed: 'Your session could not be loaded.',
    addToCalendar: 'Add to calendar',
    calendarFileName: 'counselling-session.ics',
    calendarFailed: 'The calendar file could not be downloaded. Please try again.',
    toDashboard: 'Back to dashboard',
  },
  cancelDialog: {
    title: 'Cancel this session?',
    message: 'Your seat is freed for another student. You can book a new session at any time.',
    confirm: 'Yes, cancel session',
    keep: 'Keep session',
  },
  cancelled: 'Your counselling session is cancelled.',
  cancelFailed: 'Your session could not be cancelled. Please try again.',
  completed: {
    title: 'Counselling Completed!',
    intro: 'Your session is done. Want to talk again? Book a follow-up session.',
    rebook: 'Rebook Now',
  },
  timeIst: (time: string) => formatClockTime(time),
} as const;
