import type { TDashboardCardView } from '@portal/contract';
import { PATHS, type TPath } from '../../lib/paths.ts';

/**
 * Where a dashboard card leads (§2 Click targets), or null for no navigation:
 * - Profile Status → /profile; Shortlisted → /shortlisted;
 * - Counselling → /select-topic when booked, /book-counselling when not; event users: none;
 * - Applied Courses: none (§2);
 * - Fees & Finance → /payment (our choice: its links, Pay Now / See Detail, are about the platform fee);
 * - Interviews, CAS, VISA, Pre-Departure: none (no screen exists for them yet; their footer label shows
 *   as plain text).
 */
export function cardTargetOf(card: TDashboardCardView, isEvent: boolean): TPath | null {
  switch (card.title) {
    case 'Profile Status':
      return PATHS.profile;
    case 'Shortlisted':
      return PATHS.shortlisted;
    case 'Counselling':
      if (isEvent) return null;
      return card.isCounsellingBooked ? PATHS.selectTopic : PATHS.bookCounselling;
    case 'Fees & Finance':
      return PATHS.payment;
    default:
      return null;
  }
}
