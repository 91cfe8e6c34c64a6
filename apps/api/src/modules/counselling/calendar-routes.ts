import { SESSION_CALENDAR, ZApiError } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { bookedSessionCalendar } from './calendar-service.ts';

/** "Add to calendar": the booked session as an iCalendar file, the same event its emails attach. */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.notify?.publicUrl ?? `http://localhost:${app.config.port}`;
  app.get(
    SESSION_CALENDAR.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['counselling'],
        security: [{ bearerAuth: [] }],
        summary: "The student's booked session as a calendar file (.ics)",
        description:
          `text/calendar, saved as ${SESSION_CALENDAR.fileName}: one event starting at the session's India ` +
          'time (written in UTC), as long as a session, with the same UID as the emails about the session ' +
          `(so a calendar keeps one event). No BOOKED session → 404 "${SESSION_CALENDAR.noBookedSession}"; ` +
          'a staff token gets 403.',
        response: {
          200: z.string().describe('text/calendar; charset=utf-8 (RFC 5545)'),
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const file = await bookedSessionCalendar(
        { db: app.db, clock: app.clock, publicUrl },
        currentUser(request),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${SESSION_CALENDAR.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};

export default calendarRoutes;
