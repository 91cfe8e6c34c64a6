import { type TShortlistItem, ZShortlistItems } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COURSE_KEYS } from './course-keys.ts';

/** GET /shortlist (§7): the signed-in student's shortlisted items, each with its course. */
export async function getShortlist(signal?: AbortSignal): Promise<TShortlistItem[]> {
  const response = await apiClient.get('/shortlist', { signal });
  return ZShortlistItems.parse(response.data);
}

// The hearts fall back to "not shortlisted" when this fails: logged only, as §8 names no message.
export const shortlistQuery = () =>
  queryOptions({ queryKey: COURSE_KEYS.shortlist(), queryFn: ({ signal }) => getShortlist(signal) });

export const useShortlist = () => useQuery(shortlistQuery());
