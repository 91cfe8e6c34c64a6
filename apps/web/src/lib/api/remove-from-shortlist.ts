import { ERROR_MESSAGES, type TCourse, TOAST_MESSAGES, ZShortlistRemoveResult } from '@portal/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../api-client.ts';
import { SHORTLIST_KEYS } from './shortlist-keys.ts';

type TShortlistRemoveResult = z.infer<typeof ZShortlistRemoveResult>;

/** DELETE /shortlist/delete?courseId= (§7). */
export async function removeFromShortlist(courseId: number): Promise<TShortlistRemoveResult> {
  const response = await apiClient.delete('/shortlist/delete', { params: { courseId } });
  return ZShortlistRemoveResult.parse(response.data);
}

export type TRemoveFromShortlistOptions<TContext = unknown> = Omit<
  UseMutationOptions<TShortlistRemoveResult, Error, TCourse, TContext>,
  'mutationFn' | 'meta' | 'mutationKey'
>;

/**
 * Removes a course (the variable is the course, so a screen that removed it at once can put it back).
 * §7 toast 'Course removed from shortlist successfully!'; §8 the server's message or the fallback. What
 * follows (the shared list, re-reading SHORTLIST_KEYS) is each screen's own, through the options.
 */
export const useRemoveFromShortlist = <TContext = unknown>(
  options: TRemoveFromShortlistOptions<TContext> = {},
) =>
  useMutation({
    ...options,
    mutationKey: SHORTLIST_KEYS.remove(),
    mutationFn: (course: TCourse) => removeFromShortlist(course.id),
    meta: { successMessage: TOAST_MESSAGES.shortlistRemoved, errorMessage: ERROR_MESSAGES.shortlistRemove },
  });
