import type { TPaymentSummary, TStaffStudentDetail } from '@portal/contract';

/** The fee as GET /api/payment/summary answers it before anything is paid (tests). */
export const UNPAID_SUMMARY: TPaymentSummary = {
  amount: 4200,
  gst: 756,
  total: 4956,
  isPaid: false,
  paidAmount: 0,
  paidAt: null,
};

/** The same unpaid fee as a staff student detail carries it: no payment recorded yet (tests). */
export const unpaidStaffPaymentOf = (): TStaffStudentDetail['payment'] => ({
  ...UNPAID_SUMMARY,
  totalPaid: 0,
  outstanding: 4956,
  payments: [],
});
