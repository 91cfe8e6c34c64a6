import { z } from 'zod';
import { ZNextAction } from './dashboard-next-action.ts';
import { ZDashboardCard } from './journey.ts';

/** The nine cards of §2 Dashboard, in the order they are shown. GET /api/dashboard answers them in this order. */
export const DASHBOARD_CARD_TITLES = [
  'Profile Status',
  'Counselling',
  'Shortlisted',
  'Fees & Finance',
  'Applied Courses',
  'Interviews',
  'CAS',
  'VISA',
  'Pre-Departure',
] as const;
export type TDashboardCardTitle = (typeof DASHBOARD_CARD_TITLES)[number];

/**
 * The subtitles the server sends. Each is a row of §2's link-label table (or falls to "anything
 * else" → 'See All' on purpose), so the client's `linkLabelFor` gives the footer link.
 */
export const DASHBOARD_SUBTITLES = {
  profileIncomplete: 'Profile Incomplete!',
  profileCompleted: 'Profile Completed!',
  counsellingNotBooked: 'No session booked',
  counsellingBooked: 'Session booked',
  counsellingCompleted: 'Counselling Completed!',
  nothingShortlisted: 'Nothing shortlisted?',
  coursesShortlisted: (count: number) => `${count} ${count === 1 ? 'course' : 'courses'} shortlisted`,
  feesUnpaid: 'Track funding here',
  feesPaid: 'Deposit paid',
  notApplied: 'Not applied yet?',
  applicationsInProgress: 'Track your applications',
  applicationAccepted: 'Accepted',
  applicationRejected: 'Rejected!',
  interviews: 'Track interviews',
  interviewPreCas: 'Pre-CAS interview',
  interviewPassed: 'Accepted',
  interviewMissed: 'Missed interview!',
  interviewFailed: 'Rejected!',
  cas: 'Track CAS here',
  /** e.g. "CAS issued", "LOA issued": the destination's short name. */
  confirmationIssued: (shortName: string) => `${shortName} issued`,
  visa: 'Track VISA details here',
  visaLodged: 'Visa decision awaited',
  visaGranted: 'Visa granted',
  visaRefused: 'Visa refused',
  preDeparture: 'Pre Departure event',
  preDepartureRegistered: 'Event registered',
  preDepartureFeedback: 'Event Feedback',
  preDepartureReady: 'Ready to fly',
  /** The consultancy's fee is paid; "Deposit paid" waits for the tuition deposit to be verified. */
  feePaid: 'Fee paid',
} as const;

/** §2 "Footer link label by subtitle", row by row; a subtitle in no row gets DEFAULT_LINK_LABEL. */
export const DASHBOARD_LINK_LABELS = [
  { subtitles: ['Profile Incomplete!'], linkLabel: 'Complete Now!' },
  { subtitles: ['Profile Completed!'], linkLabel: 'Review Profile' },
  { subtitles: ['Counselling Completed!'], linkLabel: 'Rebook Now' },
  { subtitles: ['Nothing shortlisted?'], linkLabel: 'Browse Courses' },
  { subtitles: ['Not applied yet?'], linkLabel: 'Apply Now' },
  { subtitles: ['Track funding here'], linkLabel: 'Pay Now' },
  { subtitles: ['Deposit paid'], linkLabel: 'See Detail' },
  { subtitles: ['Track interviews', 'Accepted', 'Pre-CAS interview'], linkLabel: 'View Detail' },
  { subtitles: ['Missed interview!', 'Rejected!'], linkLabel: 'Contact Counsellor' },
  { subtitles: ['Track VISA details here'], linkLabel: 'Apply Now' },
  { subtitles: ['Pre Departure event'], linkLabel: 'Register' },
  { subtitles: ['Event Feedback'], linkLabel: 'Give feedback' },
] as const;
/** §2: "anything else" → 'See All'. */
export const DEFAULT_LINK_LABEL = 'See All';

export type TDashboardLinkLabel =
  | (typeof DASHBOARD_LINK_LABELS)[number]['linkLabel']
  | typeof DEFAULT_LINK_LABEL;

const LINK_LABEL_BY_SUBTITLE: ReadonlyMap<string, TDashboardLinkLabel> = new Map(
  DASHBOARD_LINK_LABELS.flatMap((row) => row.subtitles.map((subtitle) => [subtitle, row.linkLabel] as const)),
);

/** The footer link label of a card (§2): an exact, case-sensitive match on the subtitle. */
export function linkLabelFor(subtitle: string): TDashboardLinkLabel {
  return LINK_LABEL_BY_SUBTITLE.get(subtitle) ?? DEFAULT_LINK_LABEL;
}

/**
 * One card of GET /api/dashboard: §3 Dashboard card plus what the web needs to draw it.
 * The student-wide fields (flags, course, counts, session, step) are the same on every card;
 * title, subtitle, chipNumber and linkLabel are the card's own. See apps/api/docs/dashboard.md.
 */
export const ZDashboardCardView = ZDashboardCard.extend({
  title: z.enum(DASHBOARD_CARD_TITLES),
  /** linkLabelFor(subtitle), sent so a client need not hold the table. */
  linkLabel: z.string(),
  /** The booked (upcoming) session, India time; null when none is booked. */
  counsellingDate: z.iso.date().nullable(),
  counsellingTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  /** Step (1-4) of the most recent application on the four-step bar; 0 with no application. */
  step: z.number().int().min(0).max(4),
  /** The status line of the most recent application, null with no application. */
  statusLabel: z.string().nullable(),
  /**
   * "What to do next" (dashboard-next-action.ts): the student's one next action, or what they wait for;
   * null when there is neither. A student-wide field like the flags: the same on every card. Always sent
   * (no default: the server's compiled serializer takes no defaults).
   */
  nextAction: ZNextAction.nullable(),
});
export type TDashboardCardView = z.infer<typeof ZDashboardCardView>;

export const ZDashboardResponse = z.array(ZDashboardCardView);
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;
