import {
  depositReceiptNumberOf,
  receiptNumberOf,
  STUDENT_PAYMENT_DESCRIPTIONS,
  STUDENT_PAYMENT_MESSAGES,
  studentDepositReceiptPathOf,
  studentReceiptPathOf,
  type TPaymentMode,
  type TStudentPaymentItem,
  type TStudentPayments,
  toIsoDate,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import type { TDepositSource, TVerifiedDeposit } from './deposit-source.ts';
import { listPaymentsOf } from './payment-repository.ts';
import { feeBalanceOf, summarisePayments } from './payment-summary.ts';

type TFeePaymentRow = Awaited<ReturnType<typeof listPaymentsOf>>[number];

/** Source 1: the consultancy fee payments staff recorded, each with its receipt PDF. */
export function consultancyFeeItems(rows: readonly TFeePaymentRow[]): TStudentPaymentItem[] {
  return rows.map((row) => ({
    kind: 'CONSULTANCY_FEE',
    id: row.id,
    description: STUDENT_PAYMENT_DESCRIPTIONS.consultancyFee,
    amount: row.amount,
    currency: 'INR',
    paidOn: toIsoDate(row.createdAt),
    receiptNumber: receiptNumberOf(row.id, row.createdAt),
    mode: row.mode as TPaymentMode,
    reference: row.reference,
    receiptPath: studentReceiptPathOf(row.id),
  }));
}

/** Source 2: the tuition deposits the counsellor verified, each with its confirmation PDF. */
export function tuitionDepositItems(deposits: readonly TVerifiedDeposit[]): TStudentPaymentItem[] {
  return deposits.map((deposit) => ({
    kind: 'TUITION_DEPOSIT',
    id: deposit.applicationId,
    description: STUDENT_PAYMENT_DESCRIPTIONS.tuitionDeposit(deposit.courseName, deposit.universityName),
    amount: deposit.amount,
    currency: deposit.currency,
    paidOn: deposit.paidOn,
    receiptNumber: depositReceiptNumberOf(deposit.applicationId, deposit.paidOn),
    // Paid by the student to the university: the portal knows neither the mode nor a reference.
    mode: null,
    reference: '',
    receiptPath: studentDepositReceiptPathOf(deposit.applicationId),
  }));
}

/** Newest day first; on one day deposits before fee payments, then the later row first. */
function newestFirst(a: TStudentPaymentItem, b: TStudentPaymentItem): number {
  return b.paidOn.localeCompare(a.paidOn) || b.kind.localeCompare(a.kind) || b.id - a.id;
}

/**
 * GET /api/student/payments: every payment the signed-in student made, merged from each source and
 * sorted newest first, with the consultancy fee's total, paid and balance. Students only: staff read a
 * student's payments from the console.
 */
export async function listStudentPayments(
  db: TDb,
  deposits: TDepositSource,
  user: TSessionUser,
): Promise<TStudentPayments> {
  if (user.role !== 'STUDENT') throw forbidden(STUDENT_PAYMENT_MESSAGES.studentsOnly);
  const [feeRows, verified] = await Promise.all([
    listPaymentsOf(db, user.id),
    deposits.listVerifiedDepositsOf(db, user.id),
  ]);
  const summary = summarisePayments(feeRows);
  return {
    items: [...consultancyFeeItems(feeRows), ...tuitionDepositItems(verified)].sort(newestFirst),
    fee: { ...summary, balance: feeBalanceOf(summary.paidAmount) },
  };
}
