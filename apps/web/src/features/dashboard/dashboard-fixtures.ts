import { DASHBOARD_CARD_TITLES, linkLabelFor, type TDashboardCardView } from '@portal/contract';

/** Test data: the student-wide fields every card carries. */
export type TStudentFields = Omit<TDashboardCardView, 'title' | 'subtitle' | 'chipNumber' | 'linkLabel'>;

export const NEW_STUDENT: TStudentFields = {
  isCounsellingBooked: true,
  isCounsellingCompleted: false,
  isPaymentCompleted: false,
  courseName: null,
  appliedCount: 0,
  counsellingDate: '2026-07-14',
  counsellingTime: '15:30',
  step: 0,
  statusLabel: null,
  nextAction: null,
};

const SUBTITLES: Record<(typeof DASHBOARD_CARD_TITLES)[number], string> = {
  'Profile Status': 'Profile Incomplete!',
  Counselling: 'Session booked',
  Shortlisted: 'Nothing shortlisted?',
  'Fees & Finance': 'Track funding here',
  'Applied Courses': 'Not applied yet?',
  Interviews: 'Track interviews',
  CAS: 'Track CAS here',
  VISA: 'Track VISA details here',
  'Pre-Departure': 'Pre Departure event',
};

/** The nine cards of GET /api/dashboard, as the server answers them, with per-card changes. */
export function makeCards(
  student: Partial<TStudentFields> = {},
  cards: Partial<
    Record<(typeof DASHBOARD_CARD_TITLES)[number], { subtitle?: string; chipNumber?: number }>
  > = {},
): TDashboardCardView[] {
  return DASHBOARD_CARD_TITLES.map((title) => {
    const subtitle = cards[title]?.subtitle ?? SUBTITLES[title];
    return {
      ...NEW_STUDENT,
      ...student,
      title,
      subtitle,
      chipNumber: cards[title]?.chipNumber ?? 0,
      linkLabel: linkLabelFor(subtitle),
    };
  });
}
