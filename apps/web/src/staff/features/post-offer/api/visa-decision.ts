import { type TVisaDecisionBody, ZVisaDecisionBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

/** PUT /api/staff/applications/{applicationId}/post-offer/visa/decision: granted or refused (granted: 409 until the decision letter is uploaded). */
export async function recordVisaDecision(applicationId: number, body: TVisaDecisionBody): Promise<void> {
  await apiClient.put(postOfferUrl(applicationId, '/visa/decision'), ZVisaDecisionBody.parse(body));
}

export const useRecordVisaDecision = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, recordVisaDecision, TEXTS.saved.recordVisaDecision);
