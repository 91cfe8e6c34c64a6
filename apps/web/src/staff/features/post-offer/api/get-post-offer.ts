import { type TPostOfferJourney, ZPostOfferJourney } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_KEYS, postOfferUrl } from './post-offer-keys.ts';

/** GET /api/staff/applications/{applicationId}/post-offer: the whole journey after the unconditional offer. */
export async function getPostOffer(applicationId: number, signal?: AbortSignal): Promise<TPostOfferJourney> {
  const response = await apiClient.get(postOfferUrl(applicationId), { signal });
  return ZPostOfferJourney.parse(response.data);
}

// The student uploads meanwhile: read again on every visit and on coming back to the window.
export const postOfferQuery = (applicationId: number) =>
  queryOptions({
    queryKey: POST_OFFER_KEYS.journey(applicationId),
    queryFn: ({ signal }) => getPostOffer(applicationId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    meta: { isShownInline: true },
  });

export const usePostOffer = (applicationId: number) => useQuery(postOfferQuery(applicationId));
