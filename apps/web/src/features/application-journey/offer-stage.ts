import type { TApplicationStatus } from '@portal/contract';

export type TOfferView = 'conditional' | 'unconditional' | 'not-yet';

/** The first offer step's index (0 Essential Docs, 1 Additional Docs, 3 Unconditional Offer). */
export const CONDITIONAL_STEP = 2;

/**
 * §4 Offer stages: CONDITIONAL_OFFER_RECEIVED shows the conditional offer; UNCONDITIONAL_OFFER_RECEIVED
 * shows both offers as received; any other status shows Not Yet.
 */
export function offerViewOf(status: TApplicationStatus, step: number): TOfferView {
  if (step === CONDITIONAL_STEP) {
    const hasOffer = status === 'CONDITIONAL_OFFER_RECEIVED' || status === 'UNCONDITIONAL_OFFER_RECEIVED';
    return hasOffer ? 'conditional' : 'not-yet';
  }
  return status === 'UNCONDITIONAL_OFFER_RECEIVED' ? 'unconditional' : 'not-yet';
}
