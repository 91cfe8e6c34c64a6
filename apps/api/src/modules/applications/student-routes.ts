import {
  LIMITS,
  ZApiError,
  ZApplicationCreateRequest,
  ZApplicationIdParams,
  ZApplicationIdQuery,
  ZApplicationList,
  ZApplicationListQuery,
  ZApplicationView,
  ZDocumentDownload,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  applyToCourse,
  downloadOfferLetter,
  getApplication,
  listApplications,
  withdrawApplication,
} from './application-service.ts';

const common = { tags: ['applications'], security: [{ bearerAuth: [] }] };
const readErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** The student's side of §4 Apply flow and the offer downloads of §2 Application journey. */
const studentApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/application',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Apply to a shortlisted course',
        description:
          'Students only (staff get 403), never event users (403). 402 until the platform fee is paid. ' +
          'The course must be in the active shortlist and either EXPERT_CHOICE or, once counselling is ' +
          'completed, STUDENT_CHOICE; NOT_ELIGIBLE never (409 for these). enrollmentId must be the ' +
          "student's own (403), or is omitted for the latest one. After opting out of the course " +
          `${LIMITS.withdrawalsPerCourseMax} times the student cannot apply to it again (409). ` +
          'The shortlist entry becomes APPLIED. ' +
          '201 with the new application; 200 with the existing one when the student already applied.',
        body: ZApplicationCreateRequest,
        response: {
          200: ZApplicationView,
          201: ZApplicationView,
          ...readErrors,
          402: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const { application, isNew } = await applyToCourse(app, currentUser(request), request.body);
      return reply.code(isNew ? 201 : 200).send(application);
    },
  );

  app.get(
    '/api/application',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The student's applications (Applied Courses page)",
        description:
          'Newest first, each with its course, university, status, statusLabel and step (1-4 of the ' +
          'progress bar). A student sees its own; staff must pass studentId (400 otherwise); a student naming another gets 403.',
        querystring: ZApplicationListQuery,
        response: { 200: ZApplicationList, ...readErrors },
      },
    },
    async (request) => listApplications(app.db, currentUser(request), request.query.studentId),
  );

  app.get(
    '/api/application/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'One application: {id, courseId, status}',
        description: "Own only: another student's application is 404. Staff may read any.",
        params: ZApplicationIdParams,
        response: { 200: ZApplicationView, ...readErrors },
      },
    },
    async (request) => getApplication(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/application/:id/withdraw',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Opt out of an application (Applied Courses)',
        description:
          "No body. Students only (staff get 403); own only (another student's application is 404). " +
          'Allowed while the status is APPLIED, UNDER_REVIEW or one of the offers; a WITHDRAWN or ' +
          'REJECTED application gets 409. The status becomes WITHDRAWN (final: it still lists, with ' +
          "statusLabel 'Withdrawn', but takes no uploads and its offers close) and the course's shortlist " +
          'entry gets back the status it had before applying (EXPERT_CHOICE or STUDENT_CHOICE), so the ' +
          `student may apply to it again (up to ${LIMITS.withdrawalsPerCourseMax} opt-outs per course). ` +
          'Audited as APPLICATION_WITHDRAWN. 200 with the application.',
        params: ZApplicationIdParams,
        response: { 200: ZApplicationView, ...readErrors, 409: ZApiError },
      },
    },
    async (request) => withdrawApplication(app, currentUser(request), request.params.id),
  );

  const fileDeps = { db: app.db, storage: app.storage, signingSecret: app.signingSecret, clock: app.clock };
  const offerDownload = (kind: 'CONDITIONAL' | 'UNCONDITIONAL', description: string) => ({
    onRequest: app.authenticate,
    schema: {
      ...common,
      summary: `Download the ${kind.toLowerCase()} offer letter`,
      description: `${description} Answers {tempURL}, a signed link valid for 5 minutes. Own only (404 otherwise).`,
      querystring: ZApplicationIdQuery,
      response: { 200: ZDocumentDownload, ...readErrors },
    },
  });

  app.get(
    '/api/application/conditional-offer/download',
    offerDownload(
      'CONDITIONAL',
      'Available while the status is CONDITIONAL_OFFER_RECEIVED, and after UNCONDITIONAL_OFFER_RECEIVED ' +
        'when a conditional letter was issued; 404 with a clear reason before, or while the letter is ' +
        'not uploaded yet.',
    ),
    async (request) =>
      downloadOfferLetter(fileDeps, currentUser(request), request.query.applicationId, 'CONDITIONAL'),
  );

  app.get(
    '/api/application/unconditional-offer/download',
    offerDownload(
      'UNCONDITIONAL',
      'Available once the status is UNCONDITIONAL_OFFER_RECEIVED and the letter is uploaded; 404 with a ' +
        'clear reason before.',
    ),
    async (request) =>
      downloadOfferLetter(fileDeps, currentUser(request), request.query.applicationId, 'UNCONDITIONAL'),
  );
};

export default studentApplicationRoutes;
