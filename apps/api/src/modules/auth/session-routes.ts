import {
  SESSION_POLICY,
  SESSION_POLICY_MESSAGES,
  ZApiError,
  ZMessageResponse,
  ZSessionRenewResponse,
  ZSessionResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { readSession } from './session-service.ts';

const minutes = (seconds: number) => `${seconds / 60} minutes`;

/**
 * GET /auth/session: what a browser tab that holds only the token needs to carry on (§3 session keys);
 * POST /auth/session/renew: a staff session carried on while its member works
 * (docs/decisions/0009-staff-session-lifetime.md);
 * POST /auth/logout-everywhere: every session of the account ended.
 */
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

  app.post(
    '/auth/session/renew',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        summary: "A fresh token for a staff member's session",
        description:
          `Staff tokens are refused ${minutes(SESSION_POLICY.staffIdleSeconds)} after they were issued ` +
          `(401 "${SESSION_POLICY_MESSAGES.idleExpired}") and every staff session ends ` +
          `${SESSION_POLICY.staffAbsoluteSeconds / 3600} hours after its sign-in (401 ` +
          `"${SESSION_POLICY_MESSAGES.absoluteExpired}"). While the staff member is active the web app ` +
          'trades its token for a fresh one of the same session (same auth_time) here; the old token is ' +
          `revoked. A student token gets 403 "${SESSION_POLICY_MESSAGES.renewStaffOnly}".`,
        response: { 200: ZSessionRenewResponse, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: await app.tokens.renew(currentUser(request)) };
    },
  );

  app.post(
    '/auth/logout-everywhere',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        summary: 'Sign out on every device',
        description:
          'Ends every session of the signed-in account, this one included: every token issued until now ' +
          `gets 401 "${SESSION_POLICY_MESSAGES.sessionsEnded}" on every instance. Answered once that holds ` +
          'everywhere (within about a second), so a sign-in right after works.',
        response: { 200: ZMessageResponse, 401: ZApiError },
      },
    },
    async (request) => {
      await app.tokens.endSessions(currentUser(request).id);
      return { message: SESSION_POLICY_MESSAGES.signedOutEverywhere };
    },
  );
};

export default sessionRoutes;
