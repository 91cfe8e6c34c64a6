import {
  COUNSELLING_MESSAGES,
  COUNSELLING_SCHEDULE,
  ZApiError,
  ZCounsellingBookBody,
  ZCounsellingBooking,
  ZCounsellingLatestBooking,
  ZCounsellingRescheduleBody,
  ZCounsellingSlots,
  ZCounsellingSlotsQuery,
  ZCounsellingTopics,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import calendarRoutes from './calendar-routes.ts';
import {
  bookSession,
  cancelBooking,
  getLatestBooking,
  listSlots,
  listTopics,
  rescheduleSession,
  type TBookingDeps,
} from './counselling-service.ts';
import { startReminderWorker } from './reminder-worker.ts';

const common = { tags: ['counselling'], security: [{ bearerAuth: [] }] };
const { firstStart, lastStart, slotMinutes, slotCapacity, maxDaysAhead } = COUNSELLING_SCHEDULE;
const HOURS =
  `${slotMinutes}-minute sessions start every half hour from ${firstStart} to ${lastStart}, India time ` +
  `(Asia/Kolkata), Monday to Saturday; each slot holds ${slotCapacity} sessions.`;

/**
 * Counselling booking (screens /book-counselling, /session-time, /select-topic; the spec shows the screens,
 * not the calls: docs/decisions/0003-calls-the-spec-leaves-open.md).
 */
const counsellingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TBookingDeps = { db: app.db, clock: app.clock, notifier: app.notifier, jobs: app.jobs };
  // After the queue has started (the notifications plugin starts it on ready, registered before this).
  app.addHook('onReady', async () => startReminderWorker(app));

  app.get(
    '/api/counselling/topics',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The topics a student can pick for a session',
        description: 'A fixed list; the ids are stable and are what POST /api/counselling/book takes.',
        response: { 200: ZCounsellingTopics, 401: ZApiError },
      },
    },
    async () => listTopics(),
  );

  app.get(
    '/api/counselling/slots',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The session times of a date and whether each can still be booked',
        description:
          `${HOURS} Slots that have started are not listed; a Sunday or a date already gone gives an ` +
          `empty list. A slot is available until ${slotCapacity} sessions are booked in it. A date more ` +
          `than ${maxDaysAhead} days ahead, or not a real YYYY-MM-DD date, gets 400.`,
        querystring: ZCounsellingSlotsQuery,
        response: { 200: ZCounsellingSlots, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => listSlots(deps, request.query.date),
  );

  app.post(
    '/api/counselling/book',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Book a counselling session (students only)',
        description:
          `${HOURS} topics: at least one topic id from GET /api/counselling/topics, no duplicates. ` +
          'A time that is not a session start, a Sunday, or a date too far ahead gets 400; a slot that has ' +
          `passed gets 409 "${COUNSELLING_MESSAGES.slotPast}", a full one 409 "${COUNSELLING_MESSAGES.slotTaken}". ` +
          `One upcoming (BOOKED) session per student: 409 "${COUNSELLING_MESSAGES.alreadyBooked}". ` +
          'Booking again is allowed once the session is COMPLETED or CANCELLED. A staff token gets 403.',
        body: ZCounsellingBookBody,
        response: {
          201: ZCounsellingBooking,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bookSession(deps, currentUser(request), request.body)),
  );

  app.get(
    '/api/counselling/booking',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The student's latest counselling booking, or null",
        description:
          'The most recent booking whatever its status (BOOKED, COMPLETED or CANCELLED); null when the ' +
          'student never booked. A staff token gets 403 (staff see bookings on the student page).',
        response: { 200: ZCounsellingLatestBooking, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => getLatestBooking(app.db, currentUser(request)),
  );

  app.put(
    '/api/counselling/booking',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "Reschedule the student's upcoming session",
        description:
          `Moves the BOOKED session to another slot in one step; the body and its checks are those of ` +
          'POST /api/counselling/book (400 for a time that is not a session start, a Sunday or a date too ' +
          `far ahead; 409 "${COUNSELLING_MESSAGES.slotPast}" or "${COUNSELLING_MESSAGES.slotTaken}"), and ` +
          'the new topics replace the old ones. The old session becomes CANCELLED and a new BOOKED one ' +
          'is answered (new id), in one transaction: when the new slot is full the old session stays as ' +
          `it was. Nothing booked → 404 "${COUNSELLING_MESSAGES.nothingToReschedule}"; the same date and ` +
          `time → 409 "${COUNSELLING_MESSAGES.sameSlot}". A staff token gets 403.`,
        body: ZCounsellingRescheduleBody,
        response: {
          200: ZCounsellingBooking,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => rescheduleSession(deps, currentUser(request), request.body),
  );

  app.delete(
    '/api/counselling/booking',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "Cancel the student's upcoming session",
        description:
          'The BOOKED session becomes CANCELLED and its seat is free again; the student may then book ' +
          `another (also after missing a session). Nothing booked → 404 "${COUNSELLING_MESSAGES.nothingToCancel}".`,
        response: { 200: ZCounsellingBooking, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => cancelBooking(deps, currentUser(request)),
  );

  await app.register(calendarRoutes);
};

export default counsellingRoutes;
