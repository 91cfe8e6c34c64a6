import { LIMITS } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { filterCourses } from '../../../../lib/api/filter-courses.ts';
import { STAFF_CATALOGUE_KEYS } from './shortlist-catalogue-keys.ts';

/**
 * The whole catalogue searched by course or university name (the filtered listing with no filters, as the
 * header's course search does), first page only: a counsellor narrows the text rather than scrolls.
 */
export const catalogueSearchQuery = (q: string) =>
  queryOptions({
    queryKey: STAFF_CATALOGUE_KEYS.search(q),
    queryFn: ({ signal }) =>
      filterCourses(
        { body: { course_category: [], country: [], studyLevel: '' }, pageNumber: LIMITS.firstPage, q },
        signal,
      ),
    staleTime: 5 * 60_000,
    meta: { isShownInline: true },
  });

/** Asks only for a text the contract's search rule accepts (`q` undefined: nothing asked). */
export const useCatalogueSearch = (q: string | undefined) =>
  useQuery({
    ...catalogueSearchQuery(q ?? ''),
    enabled: q !== undefined,
    // The previous results stay while the next text is asked, so the list does not jump.
    placeholderData: keepPreviousData,
  });
