import { type TIntake, ZIntakeList } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { INTAKE_KEYS } from './intake-keys.ts';

/**
 * GET /intake-details/all (§7): the upcoming intakes, soonest first: the launch dates a student may choose
 * (registration), and the names courses carry (the staff board filters applications by them).
 */
export async function getIntakes(signal?: AbortSignal): Promise<TIntake[]> {
  const response = await apiClient.get('/intake-details/all', { signal });
  return ZIntakeList.parse(response.data);
}

const HOUR_MS = 60 * 60 * 1000;

export const intakesQuery = () =>
  queryOptions({
    queryKey: INTAKE_KEYS.upcoming(),
    queryFn: ({ signal }) => getIntakes(signal),
    staleTime: HOUR_MS,
  });
