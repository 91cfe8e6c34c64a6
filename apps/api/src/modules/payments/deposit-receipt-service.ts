import { STUDENT_PAYMENT_MESSAGES } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TDepositSource, TVerifiedDeposit } from './deposit-source.ts';

/**
 * The student's verified tuition deposit of the application. An unknown application, another
 * student's, and a deposit not verified yet all answer the same 404, so nothing can be probed.
 */
export async function getStudentDeposit(
  db: TDb,
  deposits: TDepositSource,
  applicationId: number,
  studentId: number,
): Promise<TVerifiedDeposit> {
  const deposit = await deposits.findVerifiedDeposit(db, applicationId);
  if (!deposit || deposit.student.id !== studentId) {
    throw notFound(STUDENT_PAYMENT_MESSAGES.depositNotFound);
  }
  return deposit;
}
