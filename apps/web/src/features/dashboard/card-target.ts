import { linkLabelFor, type TDashboardCardView } from '@portal/contract';
import { PATHS } from '../../lib/paths.ts';
import { postOfferPathOf } from '../../lib/post-offer-link.ts';

/**
 * Where a dashboard card leads, or null for no navigation (its footer label then shows as plain text):
 * - Profile Status → /profile; Shortlisted → /shortlisted (§2 Click targets);
 * - Counselling → /select-topic when booked, /book-counselling when not; event users: none (§2, §6);
 * - Fees & Finance → /payment while the platform fee is unpaid (Pay Now); once it is paid, /fees-and-finance
 *   (See Detail: every payment with its receipt). By the fee flag, not the subtitle, whose rule may change;
 * - Applied Courses: 'Apply Now' (nothing applied yet) → /shortlisted, where Apply Now is; otherwise
 *   /applied-courses (§2 says no navigation, but the issue asks every link to go somewhere useful);
 * - Interviews → /post-offer?stage=INTERVIEW, CAS → ?stage=CONFIRMATION, VISA → ?stage=VISA (the one
 *   application past the offer opens at that stage; several are listed); Pre-Departure → /pre-departure;
 * - 'Contact Counsellor' (a rejected application, a missed interview), on any card → /counsellor, the
 *   counsellor's card with call, WhatsApp and messages (event users too: they have a counsellor);
 */
export function cardTargetOf(card: TDashboardCardView, isEvent: boolean): string | null {
  const counselling = isEvent ? null : card.isCounsellingBooked ? PATHS.selectTopic : PATHS.bookCounselling;
  const linkLabel = linkLabelFor(card.subtitle);
  if (linkLabel === 'Contact Counsellor') return PATHS.counsellor;
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
      return postOfferPathOf(undefined, 'INTERVIEW');
    case 'CAS':
      return postOfferPathOf(undefined, 'CONFIRMATION');
    case 'VISA':
      return postOfferPathOf(undefined, 'VISA');
    case 'Pre-Departure':
      return PATHS.preDeparture;
    default:
      return null;
  }
}
