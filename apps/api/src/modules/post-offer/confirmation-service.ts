import {
  POST_OFFER_AUDIT_ACTIONS as A,
  POST_OFFER_MESSAGES as M,
  type TConfirmationBody,
} from '@portal/contract';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { addMonths, assertNotFuture } from './date-rules.ts';
import { type TJourneyWriteDeps, writeJourney } from './journey-access.ts';
import { isUsable, letterOf } from './journey-facts.ts';
import { upsertConfirmation } from './journey-repository.ts';

/**
 * PUT …/confirmation: the CAS / LOA / CoE … as issued. The student's letter must be uploaded and not
 * refused; expiresOn defaults to issuedOn + the destination's validity (UK CAS: 6 months) and must be
 * after issuedOn.
 */
export const recordConfirmation = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  body: TConfirmationBody,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    const { shortName, validForMonths } = facts.rule.confirmation;
    assertNotFuture(body.issuedOn, facts.today, 'issuedOn');
    const expiresOn =
      body.expiresOn ?? (validForMonths === null ? null : addMonths(body.issuedOn, validForMonths));
    if (expiresOn !== null && expiresOn <= body.issuedOn) {
      throw badRequest(M.confirmationExpiryBeforeIssue, [
        { path: 'expiresOn', message: M.confirmationExpiryBeforeIssue },
      ]);
    }
    if (!isUsable(letterOf(facts))) throw conflict(M.confirmationLetterMissing(shortName));
    const values = { reference: body.reference, issuedOn: body.issuedOn, expiresOn, note: body.note };
    await upsertConfirmation(tx, applicationId, values);
    const before = facts.confirmation
      ? {
          reference: facts.confirmation.reference,
          issuedOn: facts.confirmation.issuedOn,
          expiresOn: facts.confirmation.expiresOn,
        }
      : null;
    return { action: A.confirmationRecorded, before, after: values };
  });
