import { type TIntake, ZIntakeList } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ONBOARDING_KEYS } from './onboarding-keys.ts';

/** GET /intake-details/all (§7): the launch dates (intakes) a student may choose. */
export async function getIntakes(signal?: AbortSignal): Promise<TIntake[]> {
  const response = await apiClient.get('/intake-details/all', { signal });
  return ZIntakeList.parse(response.data);
}

const HOUR_MS = 60 * 60 * 1000;

export const intakesQuery = () =>
  queryOptions({
    queryKey: ONBOARDING_KEYS.intakes(),
    queryFn: ({ signal }) => getIntakes(signal),
    staleTime: HOUR_MS,
  });
