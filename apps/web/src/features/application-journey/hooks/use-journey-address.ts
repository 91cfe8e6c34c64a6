import { SESSION_STORAGE_KEYS } from '@portal/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { JOURNEY_SEARCH_PARAMS } from '../../../lib/journey-link.ts';
import { stepOf } from '../journey-selection.ts';

const readSessionApplicationId = (): string | null => {
  try {
    return sessionStorage.getItem(SESSION_STORAGE_KEYS.applicationId);
  } catch {
    return null; // storage disabled: the newest application is shown
  }
};

/**
 * The journey's place in the address (lib/journey-link.ts): the application and the step, so Back, a
 * reload or a second tab show the same. Each step or application change is a history entry.
 */
export function useJourneyAddress() {
  const [params, setParams] = useSearchParams();
  const step = stepOf(params.get(JOURNEY_SEARCH_PARAMS.step));
  const fromAddress = params.get(JOURNEY_SEARCH_PARAMS.applicationId);

  const go = useCallback(
    (applicationId: number | null, nextStep: number) =>
      setParams({
        ...(applicationId === null ? {} : { [JOURNEY_SEARCH_PARAMS.applicationId]: String(applicationId) }),
        [JOURNEY_SEARCH_PARAMS.step]: String(nextStep),
      }),
    [setParams],
  );
  return { step, fromAddress, fromSession: readSessionApplicationId(), go };
}
