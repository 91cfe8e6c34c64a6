import { type TPostOfferJourney, ZPostOfferJourney } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { POST_OFFER_KEYS } from './post-offer-keys.ts';

/** GET /api/student/applications/{applicationId}/post-offer: one application's journey after the offer. */
export async function getPostOfferJourney(
  applicationId: number,
  signal?: AbortSignal,
): Promise<TPostOfferJourney> {
  const response = await apiClient.get(`/api/student/applications/${applicationId}/post-offer`, { signal });
  return ZPostOfferJourney.parse(response.data);
}

// The counsellor records each stage outside this screen: read on every visit and on focus.
export const postOfferJourneyQuery = (applicationId: number) =>
  queryOptions({
    queryKey: POST_OFFER_KEYS.journey(applicationId),
    queryFn: ({ signal }) => getPostOfferJourney(applicationId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const usePostOfferJourney = (applicationId: number) => useQuery(postOfferJourneyQuery(applicationId));
