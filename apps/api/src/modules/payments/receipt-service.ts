import {
  PAYMENT_MESSAGES,
  PLATFORM_FEE,
  receiptNumberOf,
  type TPaymentMode,
  type TPaymentReceipt,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { feeBalanceOf } from './payment-summary.ts';
import { findPaymentForReceipt, paidUpTo } from './receipt-read-model.ts';

/**
 * What a payment's receipt shows (the console's printable receipt and both PDFs). The figures are
 * as they stood right after this payment (a later part payment does not change an earlier receipt).
 * `ofStudentId` limits it to that student's payments: another's answers 404 like an unknown id, so a
 * student cannot tell which ids exist.
 */
export async function getPaymentReceipt(
  db: TDb,
  paymentId: number,
  ofStudentId?: number,
): Promise<TPaymentReceipt> {
  const row = await findPaymentForReceipt(db, paymentId);
  if (!row || (ofStudentId !== undefined && row.student.id !== ofStudentId)) {
    throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  }
  const { payment, student, recorder } = row;
  const paidToDate = await paidUpTo(db, student.id, payment.id);
  return {
    receiptNumber: receiptNumberOf(payment.id, payment.createdAt),
    paymentId: payment.id,
    student,
    amount: payment.amount,
    mode: payment.mode as TPaymentMode,
    reference: payment.reference,
    recordedBy: recorder,
    createdAt: payment.createdAt.toISOString(),
    fee: { amount: PLATFORM_FEE.amount, gst: PLATFORM_FEE.gst, total: PLATFORM_FEE.total },
    paidToDate,
    balanceAfter: feeBalanceOf(paidToDate),
  };
}
