import {
  POST_OFFER_AUDIT_ACTIONS as A,
  POST_OFFER_MESSAGES as M,
  type TDepositRejectBody,
  type TDepositRequestBody,
  type TDepositVerifyBody,
} from '@portal/contract';
import { conflict } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { setDocumentVerdict } from '../documents/index.ts';
import { assertNotFuture, assertNotTooFar } from './date-rules.ts';
import { type TJourneyWriteDeps, writeJourney } from './journey-access.ts';
import { depositStatusOf, receiptOf, type TJourneyFacts } from './journey-facts.ts';
import { updateDeposit, upsertDeposit } from './journey-repository.ts';

/** Verify and reject need a receipt waiting for review (an unverified deposit with an unrefused receipt). */
function requireReceiptToReview(facts: TJourneyFacts) {
  const status = depositStatusOf(facts);
  if (status === 'NOT_REQUESTED') throw conflict(M.depositNotRequested);
  if (status === 'VERIFIED') throw conflict(M.depositAlreadyVerified);
  const receipt = receiptOf(facts);
  if (status !== 'PROOF_UPLOADED' || !receipt) throw conflict(M.depositProofMissing);
  return receipt;
}

/** PUT …/deposit: what the offer asks for; may change until verified. */
export const requestDeposit = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  body: TDepositRequestBody,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    assertNotTooFar(body.dueOn, facts.today, 'dueOn');
    if (facts.deposit?.verified) throw conflict(M.depositAlreadyVerified);
    await upsertDeposit(tx, applicationId, body);
    const before = facts.deposit
      ? { amount: facts.deposit.amount, currency: facts.deposit.currency, dueOn: facts.deposit.dueOn }
      : null;
    return { action: A.depositRequested, before, after: body };
  });

/** POST …/deposit/verify: the receipt is accepted with the deposit, in one transaction. */
export const verifyDeposit = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  body: TDepositVerifyBody,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    assertNotFuture(body.paidOn, facts.today, 'paidOn');
    const receipt = requireReceiptToReview(facts);
    await updateDeposit(tx, applicationId, {
      verified: true,
      paidAmount: body.paidAmount,
      paidOn: body.paidOn,
      verifiedAt: deps.clock.now(),
      note: body.note,
      rejectionReason: '',
    });
    await setDocumentVerdict(tx, receipt.id, { status: 'ACCEPTED' });
    return {
      action: A.depositVerified,
      before: { verified: false, receiptStatus: receipt.status },
      after: { verified: true, ...body, receiptDocumentId: receipt.id },
    };
  });

/** POST …/deposit/reject: the receipt is refused with the reason the student sees. */
export const rejectDeposit = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  body: TDepositRejectBody,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    const receipt = requireReceiptToReview(facts);
    await updateDeposit(tx, applicationId, { rejectionReason: body.reason });
    await setDocumentVerdict(tx, receipt.id, { status: 'REJECTED', remarks: body.reason });
    return {
      action: A.depositRejected,
      before: { receiptStatus: receipt.status },
      after: { receiptStatus: 'REJECTED', reason: body.reason, receiptDocumentId: receipt.id },
    };
  });
