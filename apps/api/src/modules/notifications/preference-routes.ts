import {
  ZApiError,
  ZNotificationEmailBody,
  ZNotificationEmailVerifyBody,
  ZNotificationPreferences,
  ZNotificationPreferencesBody,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createEmailCodeHasher } from './email-code.ts';
import { removeEmail, sendEmailCode, type TEmailDeps, verifyEmailCode } from './email-verification.ts';
import { getMyPreferences, saveMyPreferences } from './preference-service.ts';

const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError };

/**
 * The notification settings of whoever is signed in (student or staff): channels per topic, quiet hours,
 * the email address. Who it is comes from the token only: nobody reads or changes another's settings.
 */
const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TEmailDeps = {
    db: app.db,
    clock: app.clock,
    channels: app.notificationChannels,
    hasher: createEmailCodeHasher(app.signingSecret),
    log: app.log,
  };

  app.get(
    '/api/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'My notification settings',
        description:
          'Students get the student topics, staff the staff topics; each with its channels (Email, SMS, WhatsApp) ' +
          'and the channels that stay on (`required`). The notification centre gets everything anyway. Topics never ' +
          'chosen show the defaults. Also the quiet hours (India time), the verified email address, one waiting ' +
          'for its code, and the masked mobile number texts go to.',
        response: { 200: ZNotificationPreferences, 404: ZApiError, 401: ZApiError },
      },
    },
    async (request) => getMyPreferences(deps, currentUser(request)),
  );

  app.put(
    '/api/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Saves my notification settings',
        description:
          'The topics sent replace their earlier choice (topics left out keep theirs or the default); the quiet ' +
          'hours are replaced. 400 when a required channel is turned off or a topic is not one of this account: ' +
          "nothing is saved then. A staff member's change is audited.",
        body: ZNotificationPreferencesBody,
        response: { 200: ZNotificationPreferences, 404: ZApiError, ...errors },
      },
    },
    async (request) => saveMyPreferences(deps, currentUser(request), request.body),
  );

  app.post(
    '/api/notifications/email',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Sends a code to verify an email address',
        description:
          'Emails a 6-digit code to the address, which waits as `pendingAddress` until the code is entered ' +
          '(30 minutes). A new request replaces the address and the code. 429 after 5 codes in an hour; 503 when ' +
          'the email could not be sent.',
        body: ZNotificationEmailBody,
        response: {
          200: ZNotificationPreferences,
          404: ZApiError,
          429: ZApiError,
          503: ZApiError,
          ...errors,
        },
      },
    },
    async (request) => sendEmailCode(deps, currentUser(request), request.body.email),
  );

  app.post(
    '/api/notifications/email/verify',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Verifies my email address with its code',
        description:
          'The right code makes the waiting address the one emails go to. 400 for a wrong code (the 5th wrong ' +
          'one ends the code), an expired code, or when no address is waiting.',
        body: ZNotificationEmailVerifyBody,
        response: { 200: ZNotificationPreferences, 404: ZApiError, ...errors },
      },
    },
    async (request) => verifyEmailCode(deps, currentUser(request), request.body.code),
  );

  app.delete(
    '/api/notifications/email',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Removes my email address',
        description:
          'Emails stop until an address is verified again; a code waiting for its address is ended too.',
        response: { 200: ZNotificationPreferences, 404: ZApiError, 401: ZApiError },
      },
    },
    async (request) => removeEmail(deps, currentUser(request)),
  );
};

export default preferenceRoutes;
