import {
  ERROR_MESSAGES,
  SHORTLIST_CREATED_BY,
  type TCourse,
  TOAST_MESSAGES,
  type TShortlistAddBody,
  type TShortlistAddResult,
  ZShortlistAddResult,
} from '@portal/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { SHORTLIST_KEYS } from '../../../lib/api/shortlist-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { readEnrollmentId } from '../../../lib/session.ts';

/** §3 Shortlist entry payload: courseId, enrollmentId, createdBy 1, createdByRole STUDENT, status STUDENT_CHOICE. */
export function toShortlistAddBody(courseId: number, enrollmentId: string | null): TShortlistAddBody {
  const enrollment = Number(enrollmentId);
  return {
    courseId,
    enrollmentId: enrollmentId && Number.isInteger(enrollment) && enrollment > 0 ? enrollment : null,
    createdBy: SHORTLIST_CREATED_BY,
    createdByRole: 'STUDENT',
    status: 'STUDENT_CHOICE',
  };
}

/** POST /shortlist/add (§7). */
export async function addToShortlist(courseId: number): Promise<TShortlistAddResult> {
  const response = await apiClient.post('/shortlist/add', toShortlistAddBody(courseId, readEnrollmentId()));
  return ZShortlistAddResult.parse(response.data);
}

export type TAddToShortlistOptions = Omit<
  UseMutationOptions<TShortlistAddResult, Error, TCourse, TCourse>,
  'mutationFn' | 'meta' | 'mutationKey'
>;

/** §7 toast 'Course added to shortlist successfully!'; §8 the server's debug message or the fallback. */
export const useAddToShortlist = (options: TAddToShortlistOptions = {}) =>
  useMutation({
    ...options,
    mutationKey: SHORTLIST_KEYS.add(),
    mutationFn: (course: TCourse) => addToShortlist(course.id),
    meta: { successMessage: TOAST_MESSAGES.shortlistAdded, errorMessage: ERROR_MESSAGES.shortlistAdd },
  });
