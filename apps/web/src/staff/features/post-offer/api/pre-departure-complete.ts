import { ZPreDepartureCompleteBody } from '@portal/contract';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

export type TPreDepartureCompleteBody = z.input<typeof ZPreDepartureCompleteBody>;

/** POST /api/staff/applications/{applicationId}/post-offer/pre-departure/complete (409 until the visa is granted). */
export async function completePreDeparture(
  applicationId: number,
  body: TPreDepartureCompleteBody,
): Promise<void> {
  await apiClient.post(
    postOfferUrl(applicationId, '/pre-departure/complete'),
    ZPreDepartureCompleteBody.parse(body),
  );
}

export const useCompletePreDeparture = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, completePreDeparture, TEXTS.saved.completePreDeparture);
