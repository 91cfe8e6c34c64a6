import {
  PRE_DEPARTURE_EVENT_MESSAGES as MESSAGES,
  ZApiError,
  ZEventFeedbackBody,
  ZEventIdParams,
  ZPreDepartureEvent,
  ZPreDepartureEventList,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { PRE_DEPARTURE_LIST_LIMIT } from './pre-departure-read-model.ts';
import { giveFeedback, listForStudent, registerForPreDeparture } from './pre-departure-service.ts';

const common = { tags: ['events'], security: [{ bearerAuth: [] }] };
const DAYS =
  'Dates are India dates: registration is open until the event’s day is over, feedback from its day on.';
/** Registering and giving feedback both answer the event as the student now sees it. */
const eventWriteResponses = {
  200: ZPreDepartureEvent,
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
};

/** The student's pre-departure events: list, register, give feedback. Students only. */
const preDepartureRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock };

  app.get(
    '/api/student/pre-departure/events',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The pre-departure events the student can attend or attended',
        description:
          'Upcoming pre-departure events (from today on) soonest first, then the past ones the student ' +
          `registered for, latest first; at most ${PRE_DEPARTURE_LIST_LIMIT}. Each says whether the student ` +
          `is registered, can register, can give feedback, and their feedback. ${DAYS} A staff token gets 403.`,
        response: { 200: ZPreDepartureEventList, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => listForStudent(deps, currentUser(request)),
  );

  app.post(
    '/api/student/events/:eventId/registration',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Register the student for a pre-departure event',
        description:
          `Registering again answers 200 and changes nothing. ${DAYS} An event whose day is over gets ` +
          `409 "${MESSAGES.over}"; an unknown event 404 "${MESSAGES.notFound}", an expo 404 ` +
          `"${MESSAGES.notPreDeparture}" (expos are registered for by their code). A staff token gets 403.`,
        params: ZEventIdParams,
        response: eventWriteResponses,
      },
    },
    async (request) => registerForPreDeparture(deps, currentUser(request), request.params.eventId),
  );

  app.post(
    '/api/student/events/:eventId/feedback',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Rate a pre-departure event the student registered for',
        description:
          `A rating from 1 to 5 and an optional comment, once per event. ${DAYS} Not registered → 409 ` +
          `"${MESSAGES.notRegistered}"; before the event's day → 409 "${MESSAGES.notYetHeld}"; given ` +
          `already → 409 "${MESSAGES.feedbackGiven}". A bad body gets 400 and stores nothing; unknown ` +
          'event 404 as for registration. A staff token gets 403.',
        params: ZEventIdParams,
        body: ZEventFeedbackBody,
        response: eventWriteResponses,
      },
    },
    async (request) => giveFeedback(deps, currentUser(request), request.params.eventId, request.body),
  );
};

export default preDepartureRoutes;
