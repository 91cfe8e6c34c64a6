import { type TInterviewCreateBody, ZInterviewCreateBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

/** POST /api/staff/applications/{applicationId}/post-offer/interviews: one interview on the calendar. */
export async function scheduleInterview(applicationId: number, body: TInterviewCreateBody): Promise<void> {
  await apiClient.post(postOfferUrl(applicationId, '/interviews'), ZInterviewCreateBody.parse(body));
}

export const useScheduleInterview = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, scheduleInterview, TEXTS.saved.scheduleInterview);
