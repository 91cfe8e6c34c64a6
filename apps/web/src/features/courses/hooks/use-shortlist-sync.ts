import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShortlist } from '../../../lib/api/get-shortlist.ts';
import { SHORTLIST_KEYS } from '../../../lib/api/shortlist-keys.ts';
import { useSharedState } from '../../../lib/shared-state.tsx';

/**
 * Fills the shared shortlisted-courses list (§3) from GET /shortlist, so the hearts and the detail's
 * 'Add to Shortlist' start from the server's truth. While a toggle is in flight the optimistic list is kept;
 * a toggle settles only after its re-read, so the list then taken is already up to date.
 */
export function useShortlistSync() {
  const { setShortlistedCourses } = useSharedState();
  const { data } = useShortlist();
  const isToggling = useIsMutating({ mutationKey: SHORTLIST_KEYS.all }) > 0;
  useEffect(() => {
    if (data && !isToggling) setShortlistedCourses(data.map((item) => item.course));
  }, [data, isToggling, setShortlistedCourses]);
}
