import { type TDashboardCardView, ZDashboardResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { DASHBOARD_URL, takeEarlyResponse } from '../early-responses.ts';
import { canOpenDashboard, isEventUser, storeCounsellingBooked } from '../session.ts';
import { isCounsellingBookedIn } from './dashboard-flags.ts';
import { DASHBOARD_KEYS } from './dashboard-keys.ts';

/**
 * GET /api/dashboard (§7): the nine cards of §2, in order (apps/api/docs/dashboard.md). Every read writes
 * the §3 local flag isCounsellingBooked from them, so the flag follows the server: a booking made elsewhere
 * (another device, the API, staff) is seen without signing out and in.
 */
export async function getDashboard(signal?: AbortSignal): Promise<TDashboardCardView[]> {
  const early = await takeEarlyResponse(DASHBOARD_URL);
  const cards = ZDashboardResponse.parse(early ?? (await apiClient.get('/api/dashboard', { signal })).data);
  storeCounsellingBooked(isCounsellingBookedIn(cards));
  return cards;
}

// §8: a failed dashboard fetch is logged only (no toast); the screens offer a retry. The cards change
// from other screens and from staff (shortlist, payment, counselling), so every visit reads them again
// (staleTime 0) while the cached ones stay on screen.
export const dashboardQuery = () =>
  queryOptions({ queryKey: DASHBOARD_KEYS.all, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });

/**
 * Whether the student has booked counselling, from the same cache entry as the cards. Read again on every
 * mount of a screen that needs it and when the window regains focus (a booking made in another tab or
 * device); never polled. A failure is logged only (§8 dashboard) and the local flag stands.
 */
export const counsellingBookedQuery = () =>
  queryOptions({ ...dashboardQuery(), select: isCounsellingBookedIn, refetchOnWindowFocus: true });

/**
 * May the student open /dashboard (§2 bottom button: counselling booked; §6: or an event user): the
 * server's answer once it is in, the local flag until then. Re-renders only when the answer changes.
 */
export function useCanOpenDashboard(): boolean {
  const { data: isBooked } = useQuery(counsellingBookedQuery());
  return isBooked === undefined ? canOpenDashboard() : isBooked || isEventUser();
}
