import {
  POST_OFFER_AUDIT_ACTIONS as A,
  POST_OFFER_MESSAGES as M,
  type TFundsInputsBody,
  type TVisaDecisionBody,
  type TVisaLodgedBody,
} from '@portal/contract';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { assertNotFuture, assertNotTooFar } from './date-rules.ts';
import { findStudentDocumentIds } from './documents-read-model.ts';
import { type TJourneyWriteDeps, writeJourney } from './journey-access.ts';
import { decisionLetterOf, isUsable, visaStatusOf } from './journey-facts.ts';
import { upsertVisa } from './journey-repository.ts';

const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** PUT …/visa/lodged: needs the confirmation of enrolment; a refused visa may be applied for again. */
export const recordVisaLodged = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  body: TVisaLodgedBody,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    assertNotFuture(body.lodgedOn, facts.today, 'lodgedOn');
    assertNotTooFar(body.biometricsOn, facts.today, 'biometricsOn');
    if (!facts.confirmation) throw conflict(M.confirmationNotIssued(facts.rule.confirmation.shortName));
    const before = visaStatusOf(facts);
    if (before === 'GRANTED') throw conflict(M.visaAlreadyDecided);
    const values = {
      status: 'LODGED',
      lodgedOn: body.lodgedOn,
      reference: body.reference,
      biometricsOn: body.biometricsOn,
      note: body.note,
      decidedOn: null,
      validFrom: null,
      validUntil: null,
      refusalReason: '',
      nextSteps: '',
    };
    await upsertVisa(tx, applicationId, values);
    return { action: A.visaLodged, before: { status: before }, after: { ...body, status: 'LODGED' } };
  });

/** PUT …/visa/decision: GRANTED needs the decision letter and a valid period; REFUSED says why and what next. */
export const recordVisaDecision = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  body: TVisaDecisionBody,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    assertNotFuture(body.decidedOn, facts.today, 'decidedOn');
    if (body.decision === 'GRANTED' && body.validUntil <= body.validFrom) {
      throw field('validUntil', M.visaValidityOrder);
    }
    const status = visaStatusOf(facts);
    if (status === 'GRANTED' || status === 'REFUSED') throw conflict(M.visaAlreadyDecided);
    if (status !== 'LODGED') throw conflict(M.visaNotLodged);
    if (body.decision === 'GRANTED') {
      if (!isUsable(decisionLetterOf(facts))) throw conflict(M.visaDecisionLetterMissing);
      await upsertVisa(tx, applicationId, {
        status: 'GRANTED',
        decidedOn: body.decidedOn,
        validFrom: body.validFrom,
        validUntil: body.validUntil,
        note: body.note,
      });
    } else {
      await upsertVisa(tx, applicationId, {
        status: 'REFUSED',
        decidedOn: body.decidedOn,
        refusalReason: body.reason,
        nextSteps: body.nextSteps,
      });
    }
    return { action: A.visaDecided, before: { status }, after: body };
  });

/** PUT …/visa/checklist/{key}: ticks (or unticks) an item of the destination's checklist. */
export const tickVisaChecklist = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  key: string,
  done: boolean,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    if (!facts.rule.visa.checklist.some((item) => item.key === key))
      throw field('key', M.checklistItemUnknown);
    const ticked = facts.visa?.tickedKeys ?? [];
    const next = done ? [...new Set([...ticked, key])] : ticked.filter((candidate) => candidate !== key);
    await upsertVisa(tx, applicationId, { tickedKeys: next });
    return {
      action: A.visaChecklistTicked,
      before: { key, done: ticked.includes(key) },
      after: { key, done },
    };
  });

/** PUT …/visa/funds: the calculator's inputs, checked against the destination's funds rule. */
export const saveFundsInputs = (
  deps: TJourneyWriteDeps,
  staff: TSessionUser,
  applicationId: number,
  body: TFundsInputsBody,
) =>
  writeJourney(deps, staff, applicationId, async (tx, facts) => {
    const rule = facts.rule.funds;
    if (!rule.livingCostOptions.some((option) => option.key === body.livingOptionKey)) {
      throw field('livingOptionKey', M.livingOptionUnknown);
    }
    if (body.months !== null && rule.monthsCounted !== null && body.months > rule.monthsCounted) {
      throw field('months', M.monthsTooMany(rule.monthsCounted));
    }
    assertNotFuture(body.inrRateOn, facts.today, 'inrRateOn');
    const evidenceDocumentIds = [...new Set(body.evidenceDocumentIds)];
    const found = await findStudentDocumentIds(tx, facts.application.studentId, evidenceDocumentIds);
    if (found.length !== evidenceDocumentIds.length) throw field('evidenceDocumentIds', M.evidenceNotFound);
    const funds = { ...body, evidenceDocumentIds };
    await upsertVisa(tx, applicationId, { funds });
    return { action: A.fundsCalculated, before: facts.visa?.funds ?? null, after: funds };
  });
