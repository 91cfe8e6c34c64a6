import { type TPaymentSummary, ZPaymentSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_KEYS } from '../../../lib/api/payment-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/payment/summary: the §9 fee, what staff recorded, and when it was paid. */
export async function getPaymentSummary(signal?: AbortSignal): Promise<TPaymentSummary> {
  const response = await apiClient.get('/api/payment/summary', { signal });
  return ZPaymentSummary.parse(response.data);
}

// Staff record the payment outside the app: read again on every visit and when the window regains focus.
export const paymentSummaryQuery = () =>
  queryOptions({
    queryKey: PAYMENT_KEYS.summary(),
    queryFn: ({ signal }) => getPaymentSummary(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const usePaymentSummary = () => useQuery(paymentSummaryQuery());
