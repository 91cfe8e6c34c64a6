import {
  type TApplicationCreateRequest,
  type TApplicationView,
  TOAST_MESSAGES,
  ZApplicationView,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { SHORTLIST_TEXTS } from '../shortlist-texts.ts';

/** POST /api/application {enrollmentId, courseId} (§7): 201 new, 200 when already applied. */
export async function createApplication(body: TApplicationCreateRequest): Promise<TApplicationView> {
  const response = await apiClient.post('/api/application', body);
  return ZApplicationView.parse(response.data);
}

/**
 * §4 Apply flow: a success toast. Refusals (402 unpaid, 403 event user, 409 not eligible / no counselling)
 * toast the server's reason.
 */
export const useCreateApplication = () =>
  useMutation({
    mutationFn: createApplication,
    meta: { successMessage: TOAST_MESSAGES.applicationSubmitted, errorMessage: SHORTLIST_TEXTS.applyFailed },
  });
