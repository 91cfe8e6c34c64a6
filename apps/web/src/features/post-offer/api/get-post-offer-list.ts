import { type TPostOfferSummary, ZPostOfferSummaryList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { POST_OFFER_KEYS } from './post-offer-keys.ts';

/** GET /api/student/post-offer: the student's applications past the unconditional offer. */
export async function getPostOfferList(signal?: AbortSignal): Promise<TPostOfferSummary[]> {
  const response = await apiClient.get('/api/student/post-offer', { signal });
  return ZPostOfferSummaryList.parse(response.data);
}

// The counsellor moves the journey outside this screen: read on every visit and on focus.
export const postOfferListQuery = () =>
  queryOptions({
    queryKey: POST_OFFER_KEYS.list(),
    queryFn: ({ signal }) => getPostOfferList(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const usePostOfferList = () => useQuery(postOfferListQuery());
