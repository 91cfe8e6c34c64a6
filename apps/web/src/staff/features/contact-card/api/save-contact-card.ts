import {
  COUNSELLOR_CARD_MESSAGES,
  type TContactCard,
  type TContactCardBody,
  ZContactCard,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { CONTACT_CARD_KEYS } from './contact-card-keys.ts';

/** PUT /api/staff/me/contact-card: the whole card (photo left out keeps it, null removes it). */
export async function saveContactCard(body: TContactCardBody): Promise<TContactCard> {
  const response = await apiClient.put('/api/staff/me/contact-card', body);
  return ZContactCard.parse(response.data);
}

/** The form shows a refusal at its fields; a success toasts and becomes the card the page shows. */
export function useSaveContactCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactCard,
    meta: { isShownInline: true, successMessage: COUNSELLOR_CARD_MESSAGES.saved },
    onSuccess: (card) => queryClient.setQueryData(CONTACT_CARD_KEYS.mine(), card),
  });
}
