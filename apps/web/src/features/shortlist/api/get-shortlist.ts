import { type TShortlistItem, ZShortlistItems } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /shortlist (§7): the signed-in student's shortlisted items {courseId, status, course with university}. */
export async function getShortlist(signal?: AbortSignal): Promise<TShortlistItem[]> {
  const response = await apiClient.get('/shortlist', { signal });
  return ZShortlistItems.parse(response.data);
}

/** Under the ['shortlist'] prefix, so any screen that changes the shortlist can refresh every view of it. */
export const SHORTLIST_PREFIX = ['shortlist'] as const;
export const SHORTLIST_ITEMS_KEY = [...SHORTLIST_PREFIX, 'items'] as const;

// §8 leaves the screen's failure handling open: the page shows it inline with a retry.
export const shortlistQuery = () =>
  queryOptions({
    queryKey: SHORTLIST_ITEMS_KEY,
    queryFn: ({ signal }) => getShortlist(signal),
    meta: { isShownInline: true },
  });
