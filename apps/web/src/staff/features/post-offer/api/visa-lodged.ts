import { type TVisaLodgedBody, ZVisaLodgedBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

/** PUT /api/staff/applications/{applicationId}/post-offer/visa/lodged: the visa application is in (409 until the confirmation is issued). */
export async function recordVisaLodged(applicationId: number, body: TVisaLodgedBody): Promise<void> {
  await apiClient.put(postOfferUrl(applicationId, '/visa/lodged'), ZVisaLodgedBody.parse(body));
}

export const useRecordVisaLodged = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, recordVisaLodged, TEXTS.saved.recordVisaLodged);
