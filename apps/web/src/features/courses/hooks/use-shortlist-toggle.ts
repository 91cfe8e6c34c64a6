import type { TCourse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useRemoveFromShortlist } from '../../../lib/api/remove-from-shortlist.ts';
import { SHORTLIST_KEYS } from '../../../lib/api/shortlist-keys.ts';
import { useSharedState } from '../../../lib/shared-state.tsx';
import { useAddToShortlist } from '../api/add-to-shortlist.ts';

/**
 * §4 Shortlist toggle: a course not shortlisted is added, a shortlisted one removed. The shared list changes
 * at once (optimistic) and is put back if the server refuses (the toast says why, §8). `toggle` is stable,
 * so memoised cards do not re-render when another card changes; `pendingIds` marks courses in flight.
 */
export function useShortlistToggle() {
  const queryClient = useQueryClient();
  const { addShortlistedCourse, removeShortlistedCourse } = useSharedState();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(() => new Set());

  const markPending = useCallback((courseId: number, isPending: boolean) => {
    setPendingIds((ids) => {
      const next = new Set(ids);
      if (isPending) next.add(courseId);
      else next.delete(courseId);
      return next;
    });
  }, []);

  const start = async (course: TCourse) => {
    markPending(course.id, true);
    // A shortlist read landing now would undo the optimistic change: cancel it (refetched when settled).
    await queryClient.cancelQueries({ queryKey: SHORTLIST_KEYS.items() });
    return course;
  };
  const settle = async (_data: unknown, _error: unknown, course: TCourse) => {
    markPending(course.id, false);
    // Every view of the shortlist (this screen's hearts, the Shortlisted screen) is one entry under it.
    await queryClient.invalidateQueries({ queryKey: SHORTLIST_KEYS.all });
  };

  const add = useAddToShortlist({
    onMutate: async (course) => {
      addShortlistedCourse(course);
      return start(course);
    },
    onError: (_error, course) => removeShortlistedCourse(course.id),
    onSettled: settle,
  });
  const remove = useRemoveFromShortlist<TCourse>({
    onMutate: async (course) => {
      removeShortlistedCourse(course.id);
      return start(course);
    },
    onError: (_error, course) => addShortlistedCourse(course),
    onSettled: settle,
  });

  const addCourse = add.mutate;
  const removeCourse = remove.mutate;
  const toggle = useCallback(
    (course: TCourse, isShortlisted: boolean) => (isShortlisted ? removeCourse(course) : addCourse(course)),
    [addCourse, removeCourse],
  );

  return { toggle, addCourse, pendingIds };
}
