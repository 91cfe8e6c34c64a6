import { type TDepositVerifyBody, ZDepositVerifyBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

/** POST /api/staff/applications/{applicationId}/post-offer/deposit/verify: the receipt is accepted (the document too, in the same change). */
export async function verifyDeposit(applicationId: number, body: TDepositVerifyBody): Promise<void> {
  await apiClient.post(postOfferUrl(applicationId, '/deposit/verify'), ZDepositVerifyBody.parse(body));
}

export const useVerifyDeposit = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, verifyDeposit, TEXTS.saved.verifyDeposit);
