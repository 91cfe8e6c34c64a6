import { type TDashboardCardView, ZDashboardResponse } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isCounsellingBookedIn } from '../../../lib/counselling-booked-query.ts';
import { storeCounsellingBooked } from '../../../lib/session.ts';

/**
 * GET /api/dashboard (§7): the nine cards of §2, in order (apps/api/docs/dashboard.md). The §3 local flag
 * isCounsellingBooked follows what they say.
 */
export async function getDashboard(signal?: AbortSignal): Promise<TDashboardCardView[]> {
  const response = await apiClient.get('/api/dashboard', { signal });
  const cards = ZDashboardResponse.parse(response.data);
  storeCounsellingBooked(isCounsellingBookedIn(cards));
  return cards;
}

export const DASHBOARD_KEY = ['dashboard'] as const;

// §8: a failed dashboard fetch is logged only (no toast); the screen offers a retry. The cards change
// from other screens and from staff (shortlist, payment, counselling), so every visit reads them again
// (staleTime 0) while the cached ones stay on screen.
export const dashboardQuery = () =>
  queryOptions({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });

/** The student-wide flags every card carries (the same on each); what other screens need from the dashboard. */
export type TStudentProgress = {
  isCounsellingBooked: boolean;
  isCounsellingCompleted: boolean;
  isPaymentCompleted: boolean;
};

export function studentProgressOf(cards: readonly TDashboardCardView[]): TStudentProgress {
  const [card] = cards;
  return {
    isCounsellingBooked: card?.isCounsellingBooked ?? false,
    isCounsellingCompleted: card?.isCounsellingCompleted ?? false,
    isPaymentCompleted: card?.isPaymentCompleted ?? false,
  };
}
