import { ERROR_MESSAGES, type TOnboardingRecord, ZOnboardingRecord } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /student-onboarding/save {name} (§7). */
export async function saveName(name: string): Promise<TOnboardingRecord> {
  const response = await apiClient.post('/student-onboarding/save', { name });
  return ZOnboardingRecord.parse(response.data);
}

/** §8: the server's message or 'Failed to save name!'. */
export const useSaveName = () =>
  useMutation({ mutationFn: saveName, meta: { errorMessage: ERROR_MESSAGES.saveName } });
