// Payments staff record: modes, references and the printable receipt.
import { z } from 'zod';
import { makePositiveId } from './ids.ts';

export const PAYMENT_MODES = ['CASH', 'UPI', 'BANK_TRANSFER', 'CARD', 'CHEQUE'] as const;
export type TPaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<TPaymentMode, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer',
  CARD: 'Card',
  CHEQUE: 'Cheque',
};
export const PAYMENT_REFERENCE_MAX_LENGTH = 64;
export const PAYMENT_MESSAGES = {
  modeInvalid: `mode must be one of ${PAYMENT_MODES.join(', ')}`,
  referenceRequired: 'Enter the transaction reference (UTR, card slip or cheque number); only cash has none.',
  referenceInvalid: `The reference must be at most ${PAYMENT_REFERENCE_MAX_LENGTH} letters, digits, spaces or - / .`,
  paymentNotFound: 'Payment not found.',
  /** The staff form's words for an amount that is not whole rupees of 1 or more (the API keeps amountInvalid). */
  amountFormInvalid: 'Enter the amount in whole rupees, 1 or more.',
} as const;
export const ZPaymentMode = z.enum(PAYMENT_MODES, { error: PAYMENT_MESSAGES.modeInvalid });
export const ZPaymentReference = z
  .string()
  .trim()
  .max(PAYMENT_REFERENCE_MAX_LENGTH, PAYMENT_MESSAGES.referenceInvalid)
  .regex(/^[\p{L}\p{N} ./-]*$/u, PAYMENT_MESSAGES.referenceInvalid)
  .default('');
export const ZPaymentParams = z.object({ paymentId: makePositiveId('paymentId') });

/** GET /api/staff/payments/{paymentId}/receipt: what the printable receipt shows. */
export const ZPaymentReceipt = z.object({
  /** RCPT-{year of payment}-{payment id, 6 digits}. */
  receiptNumber: z.string(),
  paymentId: z.number().int(),
  student: z.object({
    id: z.number().int(),
    name: z.string(),
    referenceId: z.string(),
    mobileNumber: z.string(),
  }),
  amount: z.number().int(),
  mode: ZPaymentMode,
  reference: z.string(),
  recordedBy: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  fee: z.object({ amount: z.number().int(), gst: z.number().int(), total: z.number().int() }),
  /** Paid so far including this payment, and what remained after it. */
  paidToDate: z.number().int(),
  balanceAfter: z.number().int(),
});
export type TPaymentReceipt = z.infer<typeof ZPaymentReceipt>;
export const receiptNumberOf = (paymentId: number, createdAt: Date) =>
  `RCPT-${createdAt.getUTCFullYear()}-${String(paymentId).padStart(6, '0')}`;
/**
 * A verified tuition deposit's confirmation number, DEP-2026-000042: the year it was paid (YYYY-MM-DD)
 * and the application's id (one deposit per application), so it never collides with a fee receipt.
 */
export const depositReceiptNumberOf = (applicationId: number, paidOn: string) =>
  `DEP-${paidOn.slice(0, 4)}-${String(applicationId).padStart(6, '0')}`;
