import { type TFundsInputsBody, ZFundsInputsBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

/** PUT /api/staff/applications/{applicationId}/post-offer/visa/funds: the funds calculator's inputs and the evidence attached. */
export async function saveFunds(applicationId: number, body: TFundsInputsBody): Promise<void> {
  await apiClient.put(postOfferUrl(applicationId, '/visa/funds'), ZFundsInputsBody.parse(body));
}

export const useSaveFunds = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, saveFunds, TEXTS.saved.saveFunds);
