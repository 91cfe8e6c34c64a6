import { type TDepositRejectBody, ZDepositRejectBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

/** POST /api/staff/applications/{applicationId}/post-offer/deposit/reject: the receipt is refused with the reason the student reads. */
export async function rejectDeposit(applicationId: number, body: TDepositRejectBody): Promise<void> {
  await apiClient.post(postOfferUrl(applicationId, '/deposit/reject'), ZDepositRejectBody.parse(body));
}

export const useRejectDeposit = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, rejectDeposit, TEXTS.saved.rejectDeposit);
