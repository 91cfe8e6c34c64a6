import { type TPreDepartureEvent, ZPreDepartureEventList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { PRE_DEPARTURE_EVENT_KEYS } from './pre-departure-event-keys.ts';

/** GET /api/student/pre-departure/events: upcoming events and the ones the student registered for. */
export async function getPreDepartureEvents(signal?: AbortSignal): Promise<TPreDepartureEvent[]> {
  const response = await apiClient.get('/api/student/pre-departure/events', { signal });
  return ZPreDepartureEventList.parse(response.data);
}

export const preDepartureEventsQuery = () =>
  queryOptions({
    queryKey: PRE_DEPARTURE_EVENT_KEYS.list(),
    queryFn: ({ signal }) => getPreDepartureEvents(signal),
    staleTime: 0,
  });

export const usePreDepartureEvents = () => useQuery(preDepartureEventsQuery());
