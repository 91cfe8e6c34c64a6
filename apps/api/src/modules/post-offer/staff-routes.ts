import {
  POST_OFFER_AUDIT_ACTIONS as A,
  POST_OFFER_MESSAGES as M,
  ZApiError,
  ZChecklistKeyParams,
  ZChecklistTickBody,
  ZConfirmationBody,
  ZDepositRejectBody,
  ZDepositRequestBody,
  ZDepositVerifyBody,
  ZFundsInputsBody,
  ZInterviewCreateBody,
  ZInterviewOutcomeBody,
  ZInterviewParams,
  ZPostOfferJourney,
  ZPostOfferParams,
  ZPreDepartureCompleteBody,
  ZVisaDecisionBody,
  ZVisaLodgedBody,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { recordConfirmation } from './confirmation-service.ts';
import { rejectDeposit, requestDeposit, verifyDeposit } from './deposit-service.ts';
import { recordInterviewOutcome, scheduleInterview } from './interview-service.ts';
import { getJourney } from './journey-access.ts';
import { completePreDeparture } from './pre-departure-service.ts';
import { recordVisaDecision, recordVisaLodged, saveFundsInputs, tickVisaChecklist } from './visa-service.ts';

const common = { tags: ['staff', 'post-offer'], security: [{ bearerAuth: [] }] };
const base = '/api/staff/applications/:applicationId/post-offer';
const responses = {
  200: ZPostOfferJourney,
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
};
const staffNote =
  'Staff (COUNSELLOR or ADMIN) only: a student token gets 403. ' +
  `409 "${M.notYetOffered}" before the unconditional offer. Answers the whole journey; the change, the ` +
  "journey's position and due date and the audit entry are written in one transaction (nothing on any 4xx).";

/** The counsellor records each post-offer stage. */
const staffPostOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock, notifier: app.notifier };
  const schema = (summary: string, description: string) => ({
    ...common,
    summary,
    description: `${description} ${staffNote}`,
    response: responses,
  });
  /** A stage's write: staff only, the application (and item) in the path, the contract's body. */
  const stageWrite = <TParams, TBody>(
    summary: string,
    description: string,
    params: TParams,
    body: TBody,
  ) => ({
    onRequest: app.requireStaff,
    schema: { ...schema(summary, description), params, body },
  });

  app.get(
    base,
    {
      onRequest: app.requireStaff,
      schema: {
        ...schema('The post-offer journey of an application (staff)', 'The same view the student has.'),
        params: ZPostOfferParams,
      },
    },
    async (request) => getJourney(deps, currentUser(request), request.params.applicationId),
  );

  app.put(
    `${base}/deposit`,
    stageWrite(
      'Set the tuition deposit the offer asks for',
      `Amount (whole units), currency and due date (at most 730 days ahead); may change until verified (409 "${M.depositAlreadyVerified}"). Audited ${A.depositRequested}.`,
      ZPostOfferParams,
      ZDepositRequestBody,
    ),
    async (request) => requestDeposit(deps, currentUser(request), request.params.applicationId, request.body),
  );

  app.post(
    `${base}/deposit/verify`,
    stageWrite(
      'Verify the tuition deposit',
      `Needs the deposit set (409 "${M.depositNotRequested}") and the student's receipt uploaded and not refused (409 "${M.depositProofMissing}"); the receipt document becomes ACCEPTED in the same transaction. paidOn may not be in the future. Audited ${A.depositVerified}.`,
      ZPostOfferParams,
      ZDepositVerifyBody,
    ),
    async (request) => verifyDeposit(deps, currentUser(request), request.params.applicationId, request.body),
  );

  app.post(
    `${base}/deposit/reject`,
    stageWrite(
      'Refuse the tuition deposit receipt',
      `The receipt document becomes REJECTED with the reason as its remark (the student uploads another). Same preconditions as verify. Audited ${A.depositRejected}.`,
      ZPostOfferParams,
      ZDepositRejectBody,
    ),
    async (request) => rejectDeposit(deps, currentUser(request), request.params.applicationId, request.body),
  );

  app.post(
    `${base}/interviews`,
    stageWrite(
      'Schedule an interview',
      `startsAtLocal is the wall-clock time in timeZone (IANA, e.g. Europe/London); it must be in the future (400 "${M.interviewInPast}") and within 730 days. A time the clocks skip is moved past the gap. At most 20 interviews per application (409). Audited ${A.interviewScheduled}.`,
      ZPostOfferParams,
      ZInterviewCreateBody,
    ),
    async (request) =>
      scheduleInterview(deps, currentUser(request), request.params.applicationId, request.body),
  );

  app.put(
    `${base}/interviews/:interviewId/outcome`,
    stageWrite(
      "Record an interview's outcome",
      `PASSED, FAILED or MISSED (these two need a note), or RESCHEDULED with the new time: the new interview is created in the same transaction. Only a SCHEDULED interview takes an outcome (409 "${M.interviewAlreadyDecided}"); 404 "${M.interviewNotFound}". Audited ${A.interviewOutcome}.`,
      ZInterviewParams,
      ZInterviewOutcomeBody,
    ),
    async (request) =>
      recordInterviewOutcome(
        deps,
        currentUser(request),
        request.params.applicationId,
        request.params.interviewId,
        request.body,
      ),
  );

  app.put(
    `${base}/confirmation`,
    stageWrite(
      'Record the confirmation of enrolment (CAS / LOA / CoE …)',
      `Needs the student's ENROLMENT_CONFIRMATION letter uploaded and not refused (409). expiresOn defaults to issuedOn plus the destination's validity (UK CAS: 6 months) and must be after issuedOn (400 "${M.confirmationExpiryBeforeIssue}"). Audited ${A.confirmationRecorded}.`,
      ZPostOfferParams,
      ZConfirmationBody,
    ),
    async (request) =>
      recordConfirmation(deps, currentUser(request), request.params.applicationId, request.body),
  );

  app.put(
    `${base}/visa/lodged`,
    stageWrite(
      'Record the visa application',
      `Needs the confirmation of enrolment recorded (409). A granted visa is final (409 "${M.visaAlreadyDecided}"); a refused one may be applied for again. Audited ${A.visaLodged}.`,
      ZPostOfferParams,
      ZVisaLodgedBody,
    ),
    async (request) =>
      recordVisaLodged(deps, currentUser(request), request.params.applicationId, request.body),
  );

  app.put(
    `${base}/visa/decision`,
    stageWrite(
      'Record the visa decision',
      `Needs the visa lodged (409 "${M.visaNotLodged}"), once (409 "${M.visaAlreadyDecided}"). GRANTED needs the student's VISA_DECISION document (409 "${M.visaDecisionLetterMissing}") and validUntil after validFrom (400); REFUSED needs the reason and next steps. Audited ${A.visaDecided}.`,
      ZPostOfferParams,
      ZVisaDecisionBody,
    ),
    async (request) =>
      recordVisaDecision(deps, currentUser(request), request.params.applicationId, request.body),
  );

  app.put(
    `${base}/visa/checklist/:key`,
    stageWrite(
      'Tick or untick a visa checklist item',
      `key is one of the destination's checklist keys (400 "${M.checklistItemUnknown}"). Audited ${A.visaChecklistTicked}.`,
      ZChecklistKeyParams,
      ZChecklistTickBody,
    ),
    async (request) =>
      tickVisaChecklist(
        deps,
        currentUser(request),
        request.params.applicationId,
        request.params.key,
        request.body.done,
      ),
  );

  app.put(
    `${base}/visa/funds`,
    stageWrite(
      "Save the funds calculator's inputs",
      `livingOptionKey from the destination's rule (400 "${M.livingOptionUnknown}"), months at most the rule's months counted, the rupee rate with its date (not in the future), and evidence: ids of this student's documents (400 "${M.evidenceNotFound}"). The view answers the calculation. Audited ${A.fundsCalculated}.`,
      ZPostOfferParams,
      ZFundsInputsBody,
    ),
    async (request) =>
      saveFundsInputs(deps, currentUser(request), request.params.applicationId, request.body),
  );

  app.post(
    `${base}/pre-departure/complete`,
    stageWrite(
      'Mark pre-departure complete',
      `Needs the visa granted (409 "${M.visaNotGranted}"); once (409 "${M.preDepartureDone}"). Audited ${A.preDepartureCompleted}.`,
      ZPostOfferParams,
      ZPreDepartureCompleteBody,
    ),
    async (request) =>
      completePreDeparture(deps, currentUser(request), request.params.applicationId, request.body.note),
  );
};

export default staffPostOfferRoutes;
