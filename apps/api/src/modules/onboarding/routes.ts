import {
  STAFF_ACCOUNT_MESSAGES,
  ZApiError,
  ZOnboardingDetailsParams,
  ZOnboardingRecord,
  ZOnboardingSaveBody,
  ZOnboardingUpdateBody,
  ZStaffStudentParams,
  ZStudentPlan,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getOnboardingRecord, saveOnboardingName, updateOnboardingDetails } from './onboarding-service.ts';
import { getStudentPlan } from './student-plan-service.ts';

const common = { tags: ['onboarding'], security: [{ bearerAuth: [] }] };

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/student-onboarding/save',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "Save the caller's name",
        description: `Students only: a staff token gets 403 "${STAFF_ACCOUNT_MESSAGES.staffCannotRename}".`,
        body: ZOnboardingSaveBody,
        response: { 200: ZOnboardingRecord, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => saveOnboardingName(app.db, currentUser(request), request.body),
  );

  app.put(
    '/student-onboarding/update',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "Save the caller's registration form",
        description: 'Every field carries its §5 message; a bad value answers 400 and changes nothing.',
        body: ZOnboardingUpdateBody,
        response: { 200: ZOnboardingRecord, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) =>
      updateOnboardingDetails(app.db, currentUser(request), request.body.details, app.clock.now()),
  );

  app.get(
    '/student-onboarding/details/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "A student's onboarding record (own only; staff any)",
        description:
          "A student's own id gives their record; another student's id is 403. Staff may name any " +
          "student; an id that is no student's is 404.",
        params: ZOnboardingDetailsParams,
        response: { 200: ZOnboardingRecord, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getOnboardingRecord(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/staff/students/:studentId/plan',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        tags: ['staff'],
        summary: "A student's registration answers, each with when it last changed",
        description:
          'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401. 404 for an id that is ' +
          "no student's. Every answer of the registration form in words, with changedAt (ISO) and " +
          'isChangedAtUpperBound: true when the answer was saved before changes were tracked, changedAt ' +
          'then being the last save of the form ("on or before"). photoUrl: where staff fetch the ' +
          'photo, null when there is none. isRegistered: false until the student sent the form.',
        params: ZStaffStudentParams,
        response: { 200: ZStudentPlan, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getStudentPlan(app.db, request.params.studentId),
  );
};

export default onboardingRoutes;
