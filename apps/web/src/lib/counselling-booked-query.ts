import { type TDashboardCardView, ZDashboardResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { canOpenDashboard, isEventUser, storeCounsellingBooked } from './session.ts';

/** Counselling is booked by the cards' student-wide flags; a session that took place (completed) counts. */
export const isCounsellingBookedIn = (cards: readonly TDashboardCardView[]) =>
  cards.some((card) => card.isCounsellingBooked || card.isCounsellingCompleted);

/**
 * Whether the student has booked counselling, read from GET /api/dashboard (every card carries the flag),
 * and written to the §3 local flag isCounsellingBooked, which therefore follows the server: a booking made
 * elsewhere (another device, the API, staff) is seen without signing out and in.
 */
export async function getCounsellingBooked(signal?: AbortSignal): Promise<boolean> {
  const response = await apiClient.get('/api/dashboard', { signal });
  const isBooked = isCounsellingBookedIn(ZDashboardResponse.parse(response.data));
  storeCounsellingBooked(isBooked);
  return isBooked;
}

export const COUNSELLING_BOOKED_KEY = ['counselling-booked'] as const;

// Read again on every mount of a screen that needs it and when the window regains focus (a booking made in
// another tab or device); never polled. A failure is logged only (§8 dashboard) and the local flag stands.
export const counsellingBookedQuery = () =>
  queryOptions({
    queryKey: COUNSELLING_BOOKED_KEY,
    queryFn: ({ signal }) => getCounsellingBooked(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/**
 * May the student open /dashboard (§2 bottom button: counselling booked; §6: or an event user): the
 * server's answer once it is in, the local flag until then. Re-renders only when the answer changes.
 */
export function useCanOpenDashboard(): boolean {
  const { data: isBooked } = useQuery(counsellingBookedQuery());
  return isBooked === undefined ? canOpenDashboard() : isBooked || isEventUser();
}
