import { type TDepositRequestBody, ZDepositRequestBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

/** PUT /api/staff/applications/{applicationId}/post-offer/deposit: what the offer asks for (changeable until verified). */
export async function requestDeposit(applicationId: number, body: TDepositRequestBody): Promise<void> {
  await apiClient.put(postOfferUrl(applicationId, '/deposit'), ZDepositRequestBody.parse(body));
}

export const useRequestDeposit = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, requestDeposit, TEXTS.saved.requestDeposit);
