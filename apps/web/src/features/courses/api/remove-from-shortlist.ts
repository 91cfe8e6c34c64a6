import { ERROR_MESSAGES, type TCourse, TOAST_MESSAGES, ZShortlistRemoveResult } from '@portal/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { SHORTLIST_KEY_PREFIX } from './course-keys.ts';

type TShortlistRemoveResult = z.infer<typeof ZShortlistRemoveResult>;

/** DELETE /shortlist/delete?courseId= (§7). */
export async function removeFromShortlist(courseId: number): Promise<TShortlistRemoveResult> {
  const response = await apiClient.delete('/shortlist/delete', { params: { courseId } });
  return ZShortlistRemoveResult.parse(response.data);
}

export type TRemoveFromShortlistOptions = Omit<
  UseMutationOptions<TShortlistRemoveResult, Error, TCourse, TCourse>,
  'mutationFn' | 'meta' | 'mutationKey'
>;

/** §7 toast 'Course removed from shortlist successfully!'; §8 the server's message or the fallback. */
export const useRemoveFromShortlist = (options: TRemoveFromShortlistOptions = {}) =>
  useMutation({
    ...options,
    mutationKey: [...SHORTLIST_KEY_PREFIX, 'remove'],
    mutationFn: (course: TCourse) => removeFromShortlist(course.id),
    meta: { successMessage: TOAST_MESSAGES.shortlistRemoved, errorMessage: ERROR_MESSAGES.shortlistRemove },
  });
