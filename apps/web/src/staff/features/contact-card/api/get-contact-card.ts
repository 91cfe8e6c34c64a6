import { type TContactCard, ZContactCard } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { CONTACT_CARD_KEYS } from './contact-card-keys.ts';

/** GET /api/staff/me/contact-card: the caller's own card (empty until first saved). */
export async function getContactCard(signal?: AbortSignal): Promise<TContactCard> {
  const response = await apiClient.get('/api/staff/me/contact-card', { signal });
  return ZContactCard.parse(response.data);
}

export const contactCardQuery = () =>
  queryOptions({
    queryKey: CONTACT_CARD_KEYS.mine(),
    queryFn: ({ signal }) => getContactCard(signal),
    staleTime: 0,
  });

export const useContactCard = () => useQuery(contactCardQuery());
