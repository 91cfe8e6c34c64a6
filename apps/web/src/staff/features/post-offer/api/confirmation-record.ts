import { type TConfirmationBody, ZConfirmationBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

/** PUT /api/staff/applications/{applicationId}/post-offer/confirmation: the CAS / LOA / CoE number (409 until the student has uploaded the letter). */
export async function recordConfirmation(applicationId: number, body: TConfirmationBody): Promise<void> {
  await apiClient.put(postOfferUrl(applicationId, '/confirmation'), ZConfirmationBody.parse(body));
}

export const useRecordConfirmation = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, recordConfirmation, TEXTS.saved.recordConfirmation);
