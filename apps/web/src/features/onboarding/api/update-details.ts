import {
  ERROR_MESSAGES,
  type TOnboardingDetails,
  type TOnboardingRecord,
  ZOnboardingRecord,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /student-onboarding/update {details} (§7): the registration form's answers. */
export async function updateDetails(details: TOnboardingDetails): Promise<TOnboardingRecord> {
  const response = await apiClient.put('/student-onboarding/update', { details });
  return ZOnboardingRecord.parse(response.data);
}

/** §8: the server's message or 'Failed to update details!'. */
export const useUpdateDetails = () =>
  useMutation({ mutationFn: updateDetails, meta: { errorMessage: ERROR_MESSAGES.updateDetails } });
