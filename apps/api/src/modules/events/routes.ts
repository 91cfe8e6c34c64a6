import {
  EVENT_MESSAGES,
  ZApiError,
  ZEvent,
  ZEventCodeQuery,
  ZEventRegistrationResult,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getEventByCode, registerForEvent } from './event-service.ts';
import preDepartureRoutes from './pre-departure-routes.ts';

const TAGS = ['events'];

/**
 * The public lookup is what the event flow calls before sign-in (§4 Event verification). Codes are
 * short, so the per-IP limit keeps anyone from walking through all of them quickly.
 */
export const EVENT_LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Event registration (§2 Event registration success, §3 Event, §7) and the pre-departure events. */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(preDepartureRoutes);

  app.get(
    '/event-registration/event',
    {
      schema: {
        tags: TAGS,
        summary: 'The event of an event code',
        description:
          'Public: the event flow checks the code before sign-in. The code (2–16 letters or digits) ' +
          `matches case-insensitively. An unknown code gets 404 "${EVENT_MESSAGES.notFound}" (the spec's ` +
          'empty answer; the web client treats both alike). At most ' +
          `${EVENT_LOOKUP_RATE_LIMIT.max} lookups per minute per IP address.`,
        querystring: ZEventCodeQuery,
        response: { 200: ZEvent, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
      config: { rateLimit: EVENT_LOOKUP_RATE_LIMIT },
    },
    async (request) => getEventByCode(app.db, request.query.eventCode),
  );

  app.post(
    '/otp/register/event',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Register the signed-in student for an event',
        description:
          'Records the registration and marks the student an event user (isEvent true, eventId). ' +
          'Registering again is harmless: 200 and the same answer. Answers the reference id, the toast ' +
          `text "${EVENT_MESSAGES.registered}" and the event for the success screen. Unknown code → 404; ` +
          'a staff token → 403.',
        security: [{ bearerAuth: [] }],
        querystring: ZEventCodeQuery,
        response: {
          200: ZEventRegistrationResult,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request) => registerForEvent(app.db, currentUser(request), request.query.eventCode),
  );
};

export default eventsRoutes;
