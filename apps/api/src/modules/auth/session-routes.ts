import { ZApiError, ZSessionResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { readSession } from './session-service.ts';

/** GET /auth/session: what a browser tab that holds only the token needs to carry on (§3 session keys). */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/session',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        summary: "The signed-in account's session fields",
        description:
          'The fields of the POST /otp/verify answer that belong to the account (studentId, ' +
          'enrollmentId — the latest, null for staff — referenceId, userName, role) plus isEvent (the ' +
          "student's event registration), for a browser tab that has the token in local storage but not " +
          'the per-tab session keys (a second tab, a new window). No token is issued. The role is the ' +
          "token's. A missing, bad, expired or revoked token, or one whose account is gone, is 401 " +
          'SESSION_EXPIRED.',
        response: { 200: ZSessionResponse, 401: ZApiError },
      },
    },
    async (request) => readSession(app.db, currentUser(request)),
  );
};

export default sessionRoutes;
