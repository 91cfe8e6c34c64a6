import type { TStudentPaymentItem, TStudentPayments } from '@portal/contract';

/** Test data: GET /api/student/payments as the API answers it. */
export const feeItemOf = (id: number, changes: Partial<TStudentPaymentItem> = {}): TStudentPaymentItem => ({
  kind: 'CONSULTANCY_FEE',
  id,
  description: 'Consultancy fee',
  amount: 2000,
  currency: 'INR',
  paidOn: '2026-11-20',
  receiptNumber: `RCPT-2026-${String(id).padStart(6, '0')}`,
  mode: 'CASH',
  reference: '',
  receiptPath: `/api/student/payments/${id}/receipt.pdf`,
  ...changes,
});

export const paymentsOf = (items: TStudentPaymentItem[], paidAmount: number): TStudentPayments => ({
  items,
  fee: {
    amount: 4200,
    gst: 756,
    total: 4956,
    isPaid: paidAmount >= 4956,
    paidAmount,
    paidAt: paidAmount >= 4956 ? '2026-11-25T06:30:00.000Z' : null,
    balance: Math.max(0, 4956 - paidAmount),
  },
});

/** A tuition deposit the counsellor verified, as the API lists it: the offer's currency, no mode. */
export const depositItemOf = (
  applicationId: number,
  changes: Partial<TStudentPaymentItem> = {},
): TStudentPaymentItem => ({
  kind: 'TUITION_DEPOSIT',
  id: applicationId,
  description: 'Tuition deposit — MSc Data Science, University of Toronto',
  amount: 20000,
  currency: 'CAD',
  paidOn: '2026-12-01',
  receiptNumber: `DEP-2026-${String(applicationId).padStart(6, '0')}`,
  mode: null,
  reference: '',
  receiptPath: `/api/student/payments/deposits/${applicationId}/receipt.pdf`,
  ...changes,
});
