import {
  PAYMENT_MESSAGES,
  PLATFORM_FEE,
  receiptNumberOf,
  type TPaymentMode,
  type TPaymentReceipt,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findPaymentForReceipt, paidUpTo } from './receipt-read-model.ts';

/**
 * GET /api/staff/payments/{paymentId}/receipt: what the printable receipt shows. The figures are
 * as they stood right after this payment (a later part payment does not change an earlier receipt).
 */
export async function getPaymentReceipt(db: TDb, paymentId: number): Promise<TPaymentReceipt> {
  const row = await findPaymentForReceipt(db, paymentId);
  if (!row) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
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
    balanceAfter: Math.max(0, PLATFORM_FEE.total - paidToDate),
  };
}
