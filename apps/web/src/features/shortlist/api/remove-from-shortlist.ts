import { ERROR_MESSAGES, TOAST_MESSAGES, ZShortlistRemoveResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSharedState } from '../../../lib/shared-state.tsx';
import { SHORTLIST_PREFIX } from './get-shortlist.ts';

/** DELETE /shortlist/delete?courseId= (§7). */
export async function removeFromShortlist(courseId: number) {
  const response = await apiClient.delete('/shortlist/delete', { params: { courseId } });
  return ZShortlistRemoveResult.parse(response.data);
}

/**
 * §4: removing marks the course removed (shared state) and reloads the list. Toasts of §7/§8: the
 * success text, or the server's message else 'Failed to remove course from shortlist!'.
 */
export function useRemoveFromShortlist(onRemoved?: () => void) {
  const queryClient = useQueryClient();
  const { removeShortlistedCourse } = useSharedState();
  return useMutation({
    mutationFn: removeFromShortlist,
    meta: { errorMessage: ERROR_MESSAGES.shortlistRemove, successMessage: TOAST_MESSAGES.shortlistRemoved },
    onSuccess: async (_result, courseId) => {
      removeShortlistedCourse(courseId);
      onRemoved?.();
      await queryClient.invalidateQueries({ queryKey: SHORTLIST_PREFIX });
    },
  });
}
