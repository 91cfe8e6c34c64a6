import { APPLICATION_STATUSES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CONDITIONAL_STEP, offerViewOf } from './offer-stage.ts';

const UNCONDITIONAL_STEP = 3; // the journey's last step

// §4 Offer stages, status by status.
const EXPECTED = {
  APPLIED: ['not-yet', 'not-yet'],
  UNDER_REVIEW: ['not-yet', 'not-yet'],
  CONDITIONAL_OFFER_RECEIVED: ['conditional', 'not-yet'],
  UNCONDITIONAL_OFFER_RECEIVED: ['conditional', 'unconditional'],
  REJECTED: ['not-yet', 'not-yet'],
  WITHDRAWN: ['not-yet', 'not-yet'],
} as const;

describe('offerViewOf (§4 Offer stages)', () => {
  it.each(APPLICATION_STATUSES.map((status) => [status, ...EXPECTED[status]] as const))(
    '%s: Conditional Offer shows %s, Unconditional Offer shows %s',
    (status, conditional, unconditional) => {
      expect(offerViewOf(status, CONDITIONAL_STEP)).toBe(conditional);
      expect(offerViewOf(status, UNCONDITIONAL_STEP)).toBe(unconditional);
    },
  );
});
