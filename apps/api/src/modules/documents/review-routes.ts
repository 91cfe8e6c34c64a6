import {
  DOCUMENT_MESSAGES,
  DOCUMENT_REMARKS_MAX_LENGTH,
  DOCUMENT_REVIEW_MESSAGES,
  ZApiError,
  ZDocumentReviewBody,
  ZStaffDocumentParams,
  ZStudentDocument,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { reviewDocument } from './review-service.ts';

/** The staff console's document review: verdict and remark together. */
const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/staff/students/:studentId/documents/:documentId/review',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['documents'],
        security: [{ bearerAuth: [] }],
        summary: "Review a student's document: accept, reject or exempt it with a remark",
        description:
          'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401. status: ACCEPTED, ' +
          `REJECTED or EXEMPTED; remark: at most ${DOCUMENT_REMARKS_MAX_LENGTH} characters after ` +
          `trimming, required for REJECTED (400 "${DOCUMENT_REVIEW_MESSAGES.remarkRequired}"). Status ` +
          'and remarks change together in one transaction, with one audit entry (DOCUMENT_REVIEWED, ' +
          'before and after); the same verdict and remark again change and record nothing. The ' +
          `document must belong to studentId (404 "${DOCUMENT_MESSAGES.notFound}" otherwise). ` +
          'Answers the document.',
        params: ZStaffDocumentParams,
        body: ZDocumentReviewBody,
        response: { 200: ZStudentDocument, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => reviewDocument(app, currentUser(request), request.params, request.body),
  );
};

export default documentReviewRoutes;
