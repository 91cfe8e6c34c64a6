import {
  type TPostOfferJourney,
  type TPreDepartureItem,
  type TPreDepartureItemBody,
  ZPostOfferJourney,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEYS } from '../../../lib/api/dashboard-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { POST_OFFER_KEYS } from './post-offer-keys.ts';

export type TPreDepartureItemChange = { item: TPreDepartureItem; body: TPreDepartureItemBody };

/** PUT /api/student/applications/{applicationId}/post-offer/pre-departure/{item}: the student's checklist. */
export async function updatePreDepartureItem(
  applicationId: number,
  { item, body }: TPreDepartureItemChange,
): Promise<TPostOfferJourney> {
  const response = await apiClient.put(
    `/api/student/applications/${applicationId}/post-offer/pre-departure/${item}`,
    body,
  );
  return ZPostOfferJourney.parse(response.data);
}

/**
 * One application's checklist change. The answer is the whole journey: it replaces the cached one, and
 * the dashboard reads again (its Pre-Departure card). A refusal is shown by the row (isShownInline).
 */
export function useUpdatePreDepartureItem(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: POST_OFFER_KEYS.preDepartureItem(applicationId),
    mutationFn: (change: TPreDepartureItemChange) => updatePreDepartureItem(applicationId, change),
    meta: { isShownInline: true },
    onSuccess: async (journey) => {
      queryClient.setQueryData(POST_OFFER_KEYS.journey(applicationId), journey);
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all });
    },
  });
}
