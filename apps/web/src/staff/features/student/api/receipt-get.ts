import { type TPaymentReceipt, ZPaymentReceipt } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/** GET /api/staff/payments/{paymentId}/receipt: what the printable receipt shows. */
export async function getReceipt(paymentId: number, signal?: AbortSignal): Promise<TPaymentReceipt> {
  const response = await apiClient.get(`/api/staff/payments/${paymentId}/receipt`, { signal });
  return ZPaymentReceipt.parse(response.data);
}

// A recorded payment never changes: read once per visit. The page shows a failure itself (404 included).
export const receiptQuery = (paymentId: number) =>
  queryOptions({
    queryKey: STAFF_STUDENT_KEYS.receipt(paymentId),
    queryFn: ({ signal }) => getReceipt(paymentId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { isShownInline: true },
  });

/** `enabled` false for an address that names no payment (nothing to ask). */
export const useReceipt = (paymentId: number, enabled = true) =>
  useQuery({ ...receiptQuery(paymentId), enabled });
