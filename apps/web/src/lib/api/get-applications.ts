import { type TApplicationListItem, ZApplicationList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { APPLICATIONS_URL, takeEarlyResponse } from '../early-responses.ts';
import { APPLICATION_KEYS } from './application-keys.ts';

/** GET /api/application: the signed-in student's applications, newest first, each with its course. */
export async function getApplications(signal?: AbortSignal): Promise<TApplicationListItem[]> {
  const early = await takeEarlyResponse(APPLICATIONS_URL);
  if (early) return ZApplicationList.parse(early);
  const response = await apiClient.get('/api/application', { signal });
  return ZApplicationList.parse(response.data);
}

// §8: applied courses are logged only on failure; the screens show the failure inline with a retry.
// Staff change statuses at any time, so every visit reads the list again while the cached one shows.
export const applicationsQuery = () =>
  queryOptions({
    queryKey: APPLICATION_KEYS.list(),
    queryFn: ({ signal }) => getApplications(signal),
    staleTime: 0,
  });

export const useApplications = () => useQuery(applicationsQuery());
