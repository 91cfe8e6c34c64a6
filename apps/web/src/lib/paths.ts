/** Every route of the app (spec §2). Features navigate with these; only src/app/router.tsx maps them to screens. */
export const PATHS = {
  landing: '/',
  login: '/login',
  courses: '/courses',
  profile: '/profile',
  registration: '/registration',
  dashboard: '/dashboard',
  shortlisted: '/shortlisted',
  appliedCourses: '/applied-courses',
  bookCounselling: '/book-counselling',
  sessionTime: '/session-time',
  selectTopic: '/select-topic',
  applicationJourney: '/application-journey',
  payment: '/payment',
  /** Not named by the spec: Fees & Finance → See Detail, every payment with its receipt. */
  feesAndFinance: '/fees-and-finance',
  /** Not in the spec: what happens after the unconditional offer (?application=&stage=). */
  postOffer: '/post-offer',
  /** Not in the spec: pre-departure events and checklists. */
  preDeparture: '/pre-departure',
  /** Not named by the spec: the event registration success screen (§2) after an event sign-in. */
  eventSuccess: '/event-success',
  /** Not in the spec: the notification centre (the bell's "See all"). */
  notifications: '/notifications',
  /** Not in the spec: one notification (an email's link): opens it, marks it read, goes to its place. */
  notification: '/notifications/:notificationId',
  /** Not in the spec: which notifications come by email, SMS or WhatsApp. */
  notificationSettings: '/notifications/settings',
  /** Not in the spec: "Your counsellor": who they are, how to reach them, and the messages with them. */
  counsellor: '/counsellor',
  /** Not in the spec: the staff console (its pages are staff/lib/staff-paths.ts). */
  staff: '/staff',
} as const;

export type TPath = (typeof PATHS)[keyof typeof PATHS];
