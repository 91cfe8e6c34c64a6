import { ZApiError, ZDashboardResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStaff } from '../../lib/session-user.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getDashboard } from './dashboard-service.ts';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const user = currentUser(request);
      return getDashboard(app.db, user.id, app.clock.now(), !isStaff(user));
    },
  );
};

export default dashboardRoutes;
