import { toIsoDate, ZApiError, ZDashboardResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptJson, sendKeptJson } from '../../lib/kept-json.ts';
import { isStaff } from '../../lib/session-user.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getDashboard, getDashboardOfDay } from './dashboard-service.ts';

const MINUTE_MS = 60_000;

/**
 * The portal's date of an instant, remembered for the minute it falls in (every time zone's midnight
 * is on a whole minute): formatting a date in a time zone costs more than the rest of a kept answer.
 */
function createDayOf() {
  let minute = Number.NaN;
  let day = '';
  return (now: Date) => {
    const at = Math.floor(now.getTime() / MINUTE_MS);
    if (at !== minute) {
      minute = at;
      day = toIsoDate(now);
    }
    return day;
  };
}

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dayOf = createDayOf();
  app.get(
    '/api/dashboard',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary: "The caller's nine dashboard cards",
        description:
          'The cards of §2 Dashboard in order (Profile Status, Counselling, Shortlisted, Fees & Finance, ' +
          'Applied Courses, Interviews, CAS, VISA, Pre-Departure), computed from the caller’s profile, ' +
          'counselling booking, shortlist, payment and applications. Subtitles come from §2’s link-label ' +
          'table, so linkLabelFor(subtitle) (also sent as linkLabel) gives the footer link. The flags, ' +
          'courseName, appliedCount, counsellingDate/Time, step and statusLabel describe the student and ' +
          'are the same on every card. chipNumber per card: docs/dashboard.md. nextAction (the same on every ' +
          "card) is the student's one next step or what they wait for, with where it leads (null when " +
          'neither; always null for staff). Any id in the query is ignored: identity comes from the token.',
        response: { 200: ZDashboardResponse, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = app.clock.now();
      if (isStaff(user)) return getDashboard(app.db, user.id, now, false);
      // A student's cards are kept for the day they were computed on (see getDashboardOfDay).
      const body = await app.studentCache.get(
        user.id,
        'dashboard',
        async () => {
          const { cards, isKeptForTheDay } = await getDashboardOfDay(app.db, user.id, now);
          return keptJson(reply, cards, isKeptForTheDay);
        },
        dayOf(now),
      );
      return sendKeptJson(reply, body);
    },
  );
};

export default dashboardRoutes;
