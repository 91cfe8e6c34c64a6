import { linkLabelFor, type TDashboardCardTitle, type TDashboardCardView } from '@portal/contract';
import { PATHS, type TPath } from '../../lib/paths.ts';

/** Cards whose subject has no screen yet: their footer label shows as text with a "Coming soon" hint. */
const COMING_SOON_TITLES: readonly TDashboardCardTitle[] = ['CAS', 'VISA', 'Pre-Departure'];

export const isComingSoon = (card: TDashboardCardView) => COMING_SOON_TITLES.includes(card.title);

/**
 * Where a dashboard card leads, or null for no navigation (its footer label then shows as plain text):
 * - Profile Status → /profile; Shortlisted → /shortlisted (§2 Click targets);
 * - Counselling → /select-topic when booked, /book-counselling when not; event users: none (§2, §6);
 * - Fees & Finance → /payment while the platform fee is unpaid (Pay Now); once it is paid, /fees-and-finance
 *   (See Detail: every payment with its receipt). By the fee flag, not the subtitle, whose rule may change;
 * - Applied Courses: 'Apply Now' (nothing applied yet) → /shortlisted, where Apply Now is; otherwise
 *   /applied-courses (§2 says no navigation, but the issue asks every link to go somewhere useful);
 * - Interviews ('View Detail') → /applied-courses, where each application's state is;
 * - 'Contact Counsellor' (a rejected application, a missed interview), on any card → the counselling
 *   screens, as the Counselling card (event users: none);
 * - CAS, VISA, Pre-Departure: none, no screen exists for them yet (isComingSoon).
 */
export function cardTargetOf(card: TDashboardCardView, isEvent: boolean): TPath | null {
  const counselling = isEvent ? null : card.isCounsellingBooked ? PATHS.selectTopic : PATHS.bookCounselling;
  const linkLabel = linkLabelFor(card.subtitle);
  if (linkLabel === 'Contact Counsellor') return counselling;
  switch (card.title) {
    case 'Profile Status':
      return PATHS.profile;
    case 'Shortlisted':
      return PATHS.shortlisted;
    case 'Counselling':
      return counselling;
    case 'Fees & Finance':
      return card.isPaymentCompleted ? PATHS.feesAndFinance : PATHS.payment;
    case 'Applied Courses':
      return linkLabel === 'Apply Now' ? PATHS.shortlisted : PATHS.appliedCourses;
    case 'Interviews':
      return PATHS.appliedCourses;
    default:
      return null;
  }
}
