import { PATHS } from './paths.ts';

/**
 * The application journey's address for one application and step (0 Essential Docs … 3 Unconditional
 * Offer). Search parameters, not path parameters (§2: no route has any), so a reload, a second tab or
 * Back shows the same application and step.
 */
export const JOURNEY_SEARCH_PARAMS = { applicationId: 'applicationId', step: 'step' } as const;

export function journeyPathOf(applicationId: number, step = 0): string {
  const search = new URLSearchParams({
    [JOURNEY_SEARCH_PARAMS.applicationId]: String(applicationId),
    [JOURNEY_SEARCH_PARAMS.step]: String(step),
  });
  return `${PATHS.applicationJourney}?${search}`;
}
