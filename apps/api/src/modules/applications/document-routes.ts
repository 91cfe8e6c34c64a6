import {
  CONDITIONAL_DOCUMENT_TYPE_OPTIONS,
  DOCUMENT_FILE_KINDS,
  LIMITS,
  UPLOAD_QUOTAS_NOTE,
  ZApiError,
  ZApplicationDocumentItem,
  ZApplicationDocumentParams,
  ZApplicationDocumentsResponse,
  ZApplicationDocumentUploadQuery,
  ZApplicationIdQuery,
  ZConditionalDocumentTypeList,
  ZConditionalDocumentUploadQuery,
  ZConditionalDocumentUploadResult,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { readUpload } from '../files/index.ts';
import {
  findConditionalUploadTarget,
  findUploadTarget,
  listDocuments,
  removeApplicationDocument,
  uploadApplicationDocument,
  uploadConditionalDocument,
} from './document-service.ts';
import { findReplaceTarget, replacePortfolioDocument } from './portfolio-replace-service.ts';

const common = { tags: ['applications'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const uploadErrors = {
  ...errors,
  408: ZApiError,
  409: ZApiError,
  413: ZApiError,
  415: ZApiError,
  429: ZApiError,
  503: ZApiError,
};
const DOCUMENT_UPLOAD = { kinds: DOCUMENT_FILE_KINDS, maxBytes: LIMITS.documentMaxBytes };
const fileNote =
  'Multipart form with one `file` (png, jpg/jpeg, pdf, doc or docx by content, at most 10 MB); bad ' +
  'files get a 4xx and nothing is stored. The uploader is taken from the token: the `uploadedBy` ' +
  `query the legacy client sends is ignored. \`name\` defaults to the file name. ${UPLOAD_QUOTAS_NOTE}`;

/** The documents of an application: Additional Docs (§2) and the conditional offer's documents. */
const applicationDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    storage: app.storage,
    signingSecret: app.signingSecret,
    clock: app.clock,
    notifier: app.notifier,
  };

  app.post(
    '/application/document/upload',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Upload an additional document (STATEMENT_OF_PURPOSE or PORTFOLIO)',
        description:
          `${fileNote} Own application only (404 otherwise). A new statement of purpose becomes the ` +
          'current one (earlier uploads are kept as history); portfolio rows add up to ' +
          `${LIMITS.portfolioDocumentsMax} per application (409 beyond). A WITHDRAWN application takes ` +
          'no uploads (409). Both are checked before the file is read and again, with the application ' +
          'locked, when it is stored: an opt-out during the upload either comes first (409, nothing ' +
          'stored) or after it. With `documentId` (a PORTFOLIO row of the application, 404 otherwise; 400 ' +
          "with type STATEMENT_OF_PURPOSE) the file replaces that row's instead, taking no room: the row " +
          "keeps its id, its review starts over (status UPLOADED, remarks '') and the replaced file is deleted.",
        consumes: ['multipart/form-data'],
        querystring: ZApplicationDocumentUploadQuery,
        response: { 201: ZApplicationDocumentItem, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { query } = request;
      // The application (and a row to replace) is looked up (404) and checked (409) before the file is read.
      if (query.documentId !== undefined) {
        const replacing = { ...query, documentId: query.documentId };
        const application = await findReplaceTarget(app.db, user, replacing);
        const { file } = await readUpload(request, DOCUMENT_UPLOAD);
        return reply.code(201).send(await replacePortfolioDocument(deps, user, application, replacing, file));
      }
      const application = await findUploadTarget(app.db, user, query);
      const { file } = await readUpload(request, DOCUMENT_UPLOAD);
      const document = await uploadApplicationDocument(deps, user, application, query, file);
      return reply.code(201).send(document);
    },
  );

  app.get(
    '/application/document/all',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "An application's documents and conditional documents",
        description:
          'documents: the current statement of purpose and every portfolio row, each with a 5-minute ' +
          'tempURL. conditionalDocuments: what the conditional offer asks for ({id, type} plus whether ' +
          'and what was uploaded). Own application only (404 otherwise); staff any.',
        querystring: ZApplicationIdQuery,
        response: { 200: ZApplicationDocumentsResponse, ...errors },
      },
    },
    async (request) => listDocuments(deps, currentUser(request), request.query.applicationId),
  );

  app.delete(
    '/api/application/documents/:documentId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Remove a portfolio row',
        description:
          'Deletes the row and its file. A statement of purpose cannot be removed (409): upload a new ' +
          "one instead. Nothing is removed once the application is WITHDRAWN (409). Own application's " +
          'documents only (404 otherwise).',
        params: ZApplicationDocumentParams,
        response: { 200: z.object({ id: z.number().int() }), ...errors, 409: ZApiError },
      },
    },
    async (request) => removeApplicationDocument(deps, currentUser(request), request.params.documentId),
  );

  app.get(
    '/application/document/conditional/types',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Document types a conditional offer may ask for',
        description: 'The §3 student document types, in §3 order, each with a readable label.',
        response: { 200: ZConditionalDocumentTypeList, 401: ZApiError },
      },
    },
    async () => CONDITIONAL_DOCUMENT_TYPE_OPTIONS,
  );

  app.post(
    '/application/document/conditional/upload',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Upload the file for one conditional document',
        description:
          `${fileNote} documentId is a conditionalDocuments id of the caller's own application (404 ` +
          'otherwise). Only while the status is CONDITIONAL_OFFER_RECEIVED and the document is still ' +
          'required (409 otherwise, also once WITHDRAWN). A re-upload replaces the file; status becomes UPLOADED. `message` is ' +
          "the toast text 'Uploaded {type} successfully'.",
        consumes: ['multipart/form-data'],
        querystring: ZConditionalDocumentUploadQuery,
        response: { 200: ZConditionalDocumentUploadResult, ...uploadErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Refusals that need no file (404, 409) come before the file is read.
      const target = await findConditionalUploadTarget(app.db, user, request.query.documentId);
      const { file } = await readUpload(request, DOCUMENT_UPLOAD);
      return uploadConditionalDocument(deps, user, target, request.query, file);
    },
  );
};

export default applicationDocumentRoutes;
