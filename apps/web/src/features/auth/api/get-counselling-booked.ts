import { ZDashboardResponse } from '@portal/contract';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Whether the student has booked counselling, read from GET /api/dashboard (every card carries the flag).
 * Sign-in uses it to restore the §3 local flag isCounsellingBooked, which logout clears. A session
 * that already took place (completed) counts as booked: its student keeps the dashboard.
 */
export async function getCounsellingBooked(): Promise<boolean> {
  const response = await apiClient.get('/api/dashboard');
  const cards = ZDashboardResponse.parse(response.data);
  return cards.some((card) => card.isCounsellingBooked || card.isCounsellingCompleted);
}
