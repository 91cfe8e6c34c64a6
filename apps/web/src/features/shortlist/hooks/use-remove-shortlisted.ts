import { useQueryClient } from '@tanstack/react-query';
import { useRemoveFromShortlist } from '../../../lib/api/remove-from-shortlist.ts';
import { SHORTLIST_KEYS } from '../../../lib/api/shortlist-keys.ts';
import { useSharedState } from '../../../lib/shared-state.tsx';

/**
 * §4 Remove / Undo on the Shortlisted screen: once the server has removed the course, it leaves the shared
 * state and the list (every view of it) is read again. Toasts of §7/§8 come with the call.
 */
export function useRemoveShortlisted(onRemoved?: () => void) {
  const queryClient = useQueryClient();
  const { removeShortlistedCourse } = useSharedState();
  return useRemoveFromShortlist({
    onSuccess: async (_result, course) => {
      removeShortlistedCourse(course.id);
      onRemoved?.();
      await queryClient.invalidateQueries({ queryKey: SHORTLIST_KEYS.all });
    },
  });
}
