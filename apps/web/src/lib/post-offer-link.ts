import type { TPostOfferStage } from '@portal/contract';
import { PATHS } from './paths.ts';

/**
 * The post-offer screen's address: one application (`application`) and the stage to open (`stage`).
 * Search parameters like the rest of the student app, so a reload or a second tab shows the same place.
 */
export const POST_OFFER_SEARCH_PARAMS = { application: 'application', stage: 'stage' } as const;

export function postOfferPathOf(applicationId?: number, stage?: TPostOfferStage): string {
  const search = new URLSearchParams();
  if (applicationId !== undefined) search.set(POST_OFFER_SEARCH_PARAMS.application, String(applicationId));
  if (stage) search.set(POST_OFFER_SEARCH_PARAMS.stage, stage);
  const text = search.toString();
  return text ? `${PATHS.postOffer}?${text}` : PATHS.postOffer;
}
