import { type TApplicationView, ZApplicationView } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../lib/api/application-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/application/{id}: the application's status (§4 Offer stages read it). */
export async function getApplication(applicationId: number, signal?: AbortSignal): Promise<TApplicationView> {
  const response = await apiClient.get(`/api/application/${applicationId}`, { signal });
  return ZApplicationView.parse(response.data);
}

// §8: a status fetch is logged only; the screen shows the failure inline with a retry. staleTime 0: staff
// move the status at any time, and §4 wants it re-read whenever the step changes (the page refetches).
export const applicationQuery = (applicationId: number) =>
  queryOptions({
    queryKey: APPLICATION_KEYS.detail(applicationId),
    queryFn: ({ signal }) => getApplication(applicationId, signal),
    staleTime: 0,
  });

export const useApplication = (applicationId: number) => useQuery(applicationQuery(applicationId));
