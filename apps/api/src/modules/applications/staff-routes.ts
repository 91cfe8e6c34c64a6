import {
  APPLICATION_MESSAGES,
  APPLICATION_NEXT_STATUSES,
  BODY_DEADLINES_NOTE,
  EXTRA_APPLICATION_AUDIT_ACTIONS,
  EXTRA_APPLICATION_MESSAGES,
  LIMITS,
  OFFER_LETTER_FILE_KINDS,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_MESSAGES,
  ZApiError,
  ZApplicationStaffView,
  ZApplicationStatusUpdateBody,
  ZConditionalDocumentsUpdateBody,
  ZConditionalDocumentsUpdateResult,
  ZOfferLetterQuery,
  ZStaffApplicationParams,
  ZStaffExtraApplication,
  ZStaffExtraApplicationBody,
  ZStaffExtraApplicationParams,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { readUpload } from '../files/index.ts';
import { allowExtraApplication } from './extra-application-service.ts';
import {
  changeStatus,
  findOfferLetterTarget,
  setConditionalDocuments,
  uploadOfferLetter,
} from './staff-service.ts';

const common = { tags: ['staff'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const staffNote = 'Staff (COUNSELLOR or ADMIN) only: a student token gets 403. Every change is audited.';
const transitions = Object.entries(APPLICATION_NEXT_STATUSES)
  .map(([from, to]) => `${from} → ${to.length ? to.join(', ') : '(final)'}`)
  .join('; ');

/** Staff calls that move an application along §2's journey. */
const staffApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    storage: app.storage,
    signingSecret: app.signingSecret,
    clock: app.clock,
    notifier: app.notifier,
  };

  app.put(
    '/api/staff/applications/:applicationId/status',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: "Change an application's status",
        description:
          `${staffNote} Allowed moves: ${transitions}. Any other move is 409. Sending the current ` +
          'status again changes nothing (200, not audited).',
        params: ZStaffApplicationParams,
        body: ZApplicationStatusUpdateBody,
        response: { 200: ZApplicationStaffView, ...errors, 409: ZApiError },
      },
    },
    async (request) =>
      changeStatus(app, currentUser(request), request.params.applicationId, request.body.status),
  );

  app.post(
    '/api/staff/applications/:applicationId/offer-letter',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'Upload a conditional or unconditional offer letter (PDF)',
        description:
          `${staffNote} Multipart form with one \`file\`, a PDF by content, at most 10 MB. A new letter ` +
          'replaces the one students download (the earlier file stays on record). Students can download ' +
          'it once the status says the offer was received. A WITHDRAWN application takes no letter (409 ' +
          `'${APPLICATION_MESSAGES.applicationWithdrawnByStudent}'), also when the opt-out lands during ` +
          `the upload. Staff uploads have slots of their own (503 with Retry-After when busy). ${BODY_DEADLINES_NOTE}`,
        consumes: ['multipart/form-data'],
        params: ZStaffApplicationParams,
        querystring: ZOfferLetterQuery,
        response: {
          200: ZApplicationStaffView,
          ...errors,
          408: ZApiError,
          409: ZApiError,
          413: ZApiError,
          415: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request) => {
      // An unknown application (404) or a withdrawn one (409) is refused before the file is read.
      const application = await findOfferLetterTarget(app.db, request.params.applicationId);
      const { file } = await readUpload(request, {
        kinds: OFFER_LETTER_FILE_KINDS,
        maxBytes: LIMITS.documentMaxBytes,
      });
      return uploadOfferLetter(deps, currentUser(request), application, request.query.kind, file);
    },
  );

  app.put(
    '/api/staff/applications/:applicationId/conditional-documents',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'Set the documents a conditional offer asks for',
        description:
          `${staffNote} types is the whole list (duplicates count once). Types not yet asked for are ` +
          'added; ones left out are dropped (kept on record with their uploads); the rest stay as they ' +
          "are, uploads included. Answers the current list. A WITHDRAWN application's list is frozen (409).",
        params: ZStaffApplicationParams,
        body: ZConditionalDocumentsUpdateBody,
        response: { 200: ZConditionalDocumentsUpdateResult, ...errors, 409: ZApiError },
      },
    },
    async (request) =>
      setConditionalDocuments(deps, currentUser(request), request.params.applicationId, request.body.types),
  );

  app.post(
    '/api/staff/students/:studentId/courses/:courseId/extra-application',
    {
      onRequest: app.requireAdmin,
      // A request without a body reaches validation as null; it means what {} means: no reason.
      preValidation: async (request) => {
        request.body ??= { reason: '' };
      },
      schema: {
        ...common,
        summary: 'Allow a student one more application to a course after the opt-out limit (ADMIN)',
        description:
          `ADMIN only: a counsellor gets 403 "${STAFF_ACCOUNT_MESSAGES.adminOnly}", a student 403. After ` +
          `${LIMITS.withdrawalsPerCourseMax} opt-outs of a course the student's apply is refused (409 ` +
          `"${APPLICATION_MESSAGES.withdrawalLimitReached}"); this lets exactly one more application through: ` +
          'the next application the student makes to the course uses the grant, in the transaction that ' +
          'creates it. Applying again after opting out of that one is refused again (another grant is ' +
          `needed). 409 "${EXTRA_APPLICATION_MESSAGES.notAtLimit}" below the limit, ` +
          `"${EXTRA_APPLICATION_MESSAGES.applicationInProgress}" while an application is live, ` +
          `"${EXTRA_APPLICATION_MESSAGES.alreadyAllowed}" while a grant is unused. 404 ` +
          `"${STAFF_MESSAGES.studentNotFound}" or "${APPLICATION_MESSAGES.courseNotFound}". The body is ` +
          'optional: {reason} (staff only, at most 500 characters, no control characters but line breaks). ' +
          `Audited (${EXTRA_APPLICATION_AUDIT_ACTIONS.allowed}: the student, the course, the opt-outs, the reason).`,
        params: ZStaffExtraApplicationParams,
        body: ZStaffExtraApplicationBody,
        response: { 201: ZStaffExtraApplication, ...errors, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const grant = await allowExtraApplication(app.db, currentUser(request), request.params, request.body);
      return reply.code(201).send(grant);
    },
  );
};

export default staffApplicationRoutes;
