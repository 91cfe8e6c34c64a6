import { type TStudentPayments, ZStudentPayments } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_KEYS } from '../../../lib/api/payment-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/student/payments: the student's payments, newest first, and the fee's standing. */
export async function getStudentPayments(signal?: AbortSignal): Promise<TStudentPayments> {
  const response = await apiClient.get('/api/student/payments', { signal });
  return ZStudentPayments.parse(response.data);
}

// Staff record payments outside the app: read again on every visit and when the window regains focus.
export const studentPaymentsQuery = () =>
  queryOptions({
    queryKey: PAYMENT_KEYS.list(),
    queryFn: ({ signal }) => getStudentPayments(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    meta: { isShownInline: true },
  });

export const useStudentPayments = () => useQuery(studentPaymentsQuery());
