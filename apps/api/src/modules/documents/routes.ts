import {
  DOCUMENT_FILE_KINDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX_LENGTH,
  DOCUMENT_TYPE_OPTIONS,
  LIMITS,
  UPLOAD_QUOTAS_NOTE,
  UPLOAD_VERSIONS_NOTE,
  ZAnyDocumentType,
  ZApiError,
  ZDocumentDownload,
  ZDocumentDownloadQuery,
  ZDocumentList,
  ZDocumentListQuery,
  ZDocumentRemarks,
  ZDocumentRemarksQuery,
  ZDocumentRemarksUpdate,
  ZDocumentStatusUpdate,
  ZDocumentTypeOptions,
  ZStudentDocument,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { readUpload } from '../files/index.ts';
import {
  assertMayUploadDocument,
  downloadDocument,
  getRemarks,
  listDocuments,
  updateRemarks,
  updateStatus,
  uploadDocument,
} from './document-service.ts';
import documentReviewRoutes from './review-routes.ts';
import documentVersionRoutes from './version-routes.ts';

const common = { tags: ['documents'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const seeDocs = ' Design notes: apps/api/docs/documents.md.';

// The multipart form as the OpenAPI page shows it. It only documents: `.catch` makes it accept
// anything, because readUpload and the service read and check the parts (a JSON body must still
// get readUpload's 415, not a schema error).
const ZUploadFormDoc = z
  .object({
    type: ZAnyDocumentType,
    applicationId: z.string().max(10).optional(),
    name: z.string().max(DOCUMENT_NAME_MAX_LENGTH).optional(),
    file: z
      .string()
      .max(LIMITS.documentMaxBytes) // bytes: readUpload refuses a larger file (413)
      .meta({ format: 'binary', description: 'png, jpg/jpeg, pdf, doc or docx, at most 10 MB' }),
  })
  .nullish()
  .catch(null);

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    storage: app.storage,
    signingSecret: app.signingSecret,
    clock: app.clock,
    notifier: app.notifier,
  };

  app.post(
    '/student/document/upload',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Upload one of your documents (multipart: name, type, file)',
        description:
          'multipart/form-data with the text fields `type` (one of the §3 document types, see ' +
          'GET /student/document/all-document-type) and `name` (optional display name, default the ' +
          'file name; at most 150 characters, no control characters) and one file part `file`: png, ' +
          'jpg/jpeg, pdf, doc or docx judged by its content and matching its extension, at most 10 MB. ' +
          'Uploading a type you already have makes the file its current version (same document id): ' +
          'status goes back to UPLOADED and remarks are cleared; earlier versions are kept. 201 for a ' +
          'new document, 200 for a new version. A journey document type (TUITION_DEPOSIT_RECEIPT, ' +
          'ENROLMENT_CONFIRMATION, VISA_DECISION …) needs the text field `applicationId`: your own ' +
          `application past the unconditional offer (400 "${DOCUMENT_MESSAGES.applicationIdRequired}", 404 ` +
          `another's, 409 before the offer); one document per type and application. A profile type refuses ` +
          `it (400). Any refusal stores nothing. Students only. ${UPLOAD_QUOTAS_NOTE} ${UPLOAD_VERSIONS_NOTE}` +
          seeDocs,
        consumes: ['multipart/form-data'],
        body: ZUploadFormDoc,
        response: {
          200: ZStudentDocument,
          201: ZStudentDocument,
          ...errors,
          408: ZApiError,
          409: ZApiError,
          413: ZApiError,
          415: ZApiError,
          429: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // A staff token is refused before the file is read.
      assertMayUploadDocument(user);
      const upload = await readUpload(request, {
        kinds: DOCUMENT_FILE_KINDS,
        maxBytes: LIMITS.documentMaxBytes,
      });
      const { document, isNew } = await uploadDocument(deps, user, upload);
      return reply.code(isNew ? 201 : 200).send(document);
    },
  );

  app.get(
    '/student/document/download',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'A temporary link to one of your documents',
        description:
          'tempURL is a signed link to the current version, valid for 5 minutes, that needs no token. ' +
          "A student gets only their own documents (another student's document id is 404, another " +
          'studentId 403); staff may download any document and may add studentId.',
        querystring: ZDocumentDownloadQuery,
        response: { 200: ZDocumentDownload, ...errors },
      },
    },
    async (request) => downloadDocument(deps, currentUser(request), request.query),
  );

  app.get(
    '/student/document/download-all',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Your current documents, one per type',
        description:
          'Ordered by the §3 order of the types (as all-document-type lists them). Staff must pass ' +
          "studentId (400 otherwise); a student passing another student's id gets 403.",
        querystring: ZDocumentListQuery,
        response: { 200: ZDocumentList, ...errors },
      },
    },
    async (request) => listDocuments(app.db, currentUser(request), request.query),
  );

  app.get(
    '/student/document/all-document-type',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The document types a student can upload',
        description: 'Every §3 document type in §3 order, with the label the client shows.',
        response: { 200: ZDocumentTypeOptions, 401: ZApiError },
      },
    },
    async () => DOCUMENT_TYPE_OPTIONS,
  );

  app.get(
    '/student/document/get-remarks',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "A document's status and remarks",
        description:
          'studentId is optional for a student (their own id only: 403 otherwise); the document must ' +
          'be theirs (404 otherwise). Staff may read any document.',
        querystring: ZDocumentRemarksQuery,
        response: { 200: ZDocumentRemarks, ...errors },
      },
    },
    async (request) => getRemarks(app.db, currentUser(request), request.query),
  );

  const staffOnly =
    'Staff only (COUNSELLOR or ADMIN; a student token gets 403). The document must belong to ' +
    'studentId (404 otherwise). The change is recorded in the audit log with before and after; ' +
    'setting the value it already has changes nothing and records nothing. Answers the document.';

  app.put(
    '/student/document/update-status',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: "Set a student document's status",
        description:
          `status: UPLOADED, REJECTED, ACCEPTED or EXEMPTED. REJECTED needs the document's remarks set ` +
          `(400 "${DOCUMENT_MESSAGES.rejectNeedsRemark}"), as the review call does. Audited. ${staffOnly}`,
        body: ZDocumentStatusUpdate,
        response: { 200: ZStudentDocument, ...errors },
      },
    },
    async (request) => updateStatus(app, currentUser(request), request.body),
  );

  app.put(
    '/student/document/update-remarks',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: "Set a student document's remarks",
        description:
          "remarks: at most 1000 characters after trimming; '' clears them, except on a REJECTED document " +
          `(400 "${DOCUMENT_MESSAGES.rejectedKeepsRemark}"). Audited. ${staffOnly}`,
        body: ZDocumentRemarksUpdate,
        response: { 200: ZStudentDocument, ...errors },
      },
    },
    async (request) => updateRemarks(app, currentUser(request), request.body),
  );

  await app.register(documentVersionRoutes);
  await app.register(documentReviewRoutes);
};

export default documentsRoutes;
