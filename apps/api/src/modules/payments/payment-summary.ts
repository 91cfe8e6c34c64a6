import { PLATFORM_FEE, type TPaymentSummary } from '@portal/contract';

/** A recorded payment as the summary needs it (oldest first). */
export type TRecordedPayment = { amount: number; createdAt: Date };

/**
 * The §2 Payment summary from the payments staff recorded: the fixed §9 fee, what was received, and
 * when the received total first reached the fee (the payment that completed it), null while unpaid.
 */
export function summarisePayments(paymentsOldestFirst: readonly TRecordedPayment[]): TPaymentSummary {
  let paidAmount = 0;
  let paidAt: string | null = null;
  for (const payment of paymentsOldestFirst) {
    paidAmount += payment.amount;
    if (paidAt === null && paidAmount >= PLATFORM_FEE.total) paidAt = payment.createdAt.toISOString();
  }
  return { ...PLATFORM_FEE, isPaid: paidAt !== null, paidAmount, paidAt };
}

/** What remains of the §9 fee once `paid` rupees were received: never below 0 (an overpayment is not owed back here). */
export const feeBalanceOf = (paid: number) => Math.max(0, PLATFORM_FEE.total - paid);
