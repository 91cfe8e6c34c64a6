import { ZChecklistTickBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { postOfferUrl } from './post-offer-keys.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

export type TChecklistTick = { key: string; done: boolean };

/** PUT /api/staff/applications/{applicationId}/post-offer/visa/checklist/{key}: tick an item with nothing to upload. */
export async function tickChecklistItem(applicationId: number, { key, done }: TChecklistTick): Promise<void> {
  await apiClient.put(
    postOfferUrl(applicationId, `/visa/checklist/${encodeURIComponent(key)}`),
    ZChecklistTickBody.parse({ done }),
  );
}

export const useTickChecklistItem = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, tickChecklistItem, TEXTS.saved.tickChecklistItem);
