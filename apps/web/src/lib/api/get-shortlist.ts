import { type TShortlistItem, ZShortlistItems } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { SHORTLIST_URL, takeEarlyResponse } from '../early-responses.ts';
import type { TRequestMeta } from '../query-client.ts';
import { SHORTLIST_KEYS } from './shortlist-keys.ts';

/** GET /shortlist (§7): the signed-in student's shortlisted items {courseId, status, course with university}. */
export async function getShortlist(signal?: AbortSignal): Promise<TShortlistItem[]> {
  const early = await takeEarlyResponse(SHORTLIST_URL);
  if (early) return ZShortlistItems.parse(early);
  const response = await apiClient.get('/shortlist', { signal });
  return ZShortlistItems.parse(response.data);
}

/**
 * One cache entry for the hearts (courses) and the Shortlisted screen, so a change made on one screen shows
 * on the other. §8 names no message: by default a failure is logged only (the hearts fall back to "not
 * shortlisted"); a screen that shows the failure itself passes `{ isShownInline: true }`.
 */
export const shortlistQuery = (meta?: TRequestMeta) =>
  queryOptions({
    queryKey: SHORTLIST_KEYS.items(),
    queryFn: ({ signal }) => getShortlist(signal),
    ...(meta ? { meta } : {}),
  });

export const useShortlist = (meta?: TRequestMeta) => useQuery(shortlistQuery(meta));
