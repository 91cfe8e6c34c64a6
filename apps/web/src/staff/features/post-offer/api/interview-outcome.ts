import { type TInterviewOutcomeBody, ZInterviewOutcomeBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

export type TInterviewOutcome = { interviewId: number; body: TInterviewOutcomeBody };

/** PUT /api/staff/applications/{applicationId}/post-offer/interviews/{interviewId}/outcome. */
export async function recordInterviewOutcome(
  applicationId: number,
  { interviewId, body }: TInterviewOutcome,
): Promise<void> {
  await apiClient.put(
    postOfferUrl(applicationId, `/interviews/${interviewId}/outcome`),
    ZInterviewOutcomeBody.parse(body),
  );
}

export const useRecordInterviewOutcome = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, recordInterviewOutcome, TEXTS.saved.recordInterviewOutcome);
