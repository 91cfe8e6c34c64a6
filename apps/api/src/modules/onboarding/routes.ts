import {
  STAFF_ACCOUNT_MESSAGES,
  ZApiError,
  ZOnboardingDetailsParams,
  ZOnboardingRecord,
  ZOnboardingSaveBody,
  ZOnboardingUpdateBody,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getOnboardingRecord, saveOnboardingName, updateOnboardingDetails } from './onboarding-service.ts';

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
};

export default onboardingRoutes;
