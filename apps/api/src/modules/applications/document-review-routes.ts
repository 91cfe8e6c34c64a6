import {
  APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS,
  APPLICATION_DOCUMENT_REVIEW_MESSAGES,
  APPLICATION_MESSAGES,
  DOCUMENT_REMARKS_MAX_LENGTH,
  DOCUMENT_REVIEW_MESSAGES,
  ZApiError,
  ZApplicationDocumentItem,
  ZApplicationDocumentReviewBody,
  ZApplicationDocumentReviewParams,
  ZConditionalDocumentItem,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { reviewApplicationDocument, reviewConditionalDocument } from './document-review-service.ts';

const common = { tags: ['staff'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const rules =
  'Staff only (COUNSELLOR or ADMIN, any student): a student token gets 403, no token 401. status: ACCEPTED ' +
  `or REJECTED; remark: at most ${DOCUMENT_REMARKS_MAX_LENGTH} characters after trimming, required for ` +
  `REJECTED (400 "${DOCUMENT_REVIEW_MESSAGES.remarkRequired}"); a bad body changes nothing. Status and ` +
  'remarks change together in one transaction with one audit entry (before and after); the same verdict ' +
  "and remark again change and record nothing. The student's re-upload starts the review over (UPLOADED, " +
  `no remarks). A WITHDRAWN application's documents are not reviewed (409 "${APPLICATION_MESSAGES.applicationWithdrawnByStudent}").`;

/** Staff review of an application's documents: the verdict and its reason, as for profile documents. */
const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    storage: app.storage,
    signingSecret: app.signingSecret,
    clock: app.clock,
    notifier: app.notifier,
  };

  app.put(
    '/api/staff/application-documents/:documentId/review',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'Accept or reject (with a reason) a statement of purpose or portfolio row',
        description:
          `${rules} Audited as ${APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS.documentReviewed}. An unknown ` +
          `documentId is 404 "${APPLICATION_MESSAGES.documentNotFound}". Answers the document.`,
        params: ZApplicationDocumentReviewParams,
        body: ZApplicationDocumentReviewBody,
        response: { 200: ZApplicationDocumentItem, ...errors },
      },
    },
    async (request) =>
      reviewApplicationDocument(deps, currentUser(request), request.params.documentId, request.body),
  );

  app.put(
    '/api/staff/conditional-documents/:documentId/review',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'Accept or reject (with a reason) the upload of a conditional document',
        description:
          `${rules} Audited as ${APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS.conditionalDocumentReviewed}. ` +
          `An unknown documentId is 404 "${APPLICATION_MESSAGES.conditionalDocumentNotFound}"; one not ` +
          `uploaded yet is 409 "${APPLICATION_DOCUMENT_REVIEW_MESSAGES.nothingUploaded}", one the offer ` +
          `no longer asks for 409 "${APPLICATION_DOCUMENT_REVIEW_MESSAGES.requirementDropped}". Answers ` +
          'the document.',
        params: ZApplicationDocumentReviewParams,
        body: ZApplicationDocumentReviewBody,
        response: { 200: ZConditionalDocumentItem, ...errors },
      },
    },
    async (request) =>
      reviewConditionalDocument(deps, currentUser(request), request.params.documentId, request.body),
  );
};

export default documentReviewRoutes;
