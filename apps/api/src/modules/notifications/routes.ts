import {
  ZApiError,
  ZNotification,
  ZNotificationIdParams,
  ZNotificationPage,
  ZNotificationPageQuery,
  ZUnreadCount,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  countMyUnread,
  getMyNotification,
  listMyNotifications,
  readAllMyNotifications,
  readMyNotification,
  type TCentreDeps,
} from './centre-service.ts';
import preferenceRoutes from './preference-routes.ts';
import queueRoutes from './queue-routes.ts';

const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError };

/**
 * The notification centre of whoever is signed in (a student or staff): their own notifications only;
 * another person's id answers 404, as one that does not exist.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TCentreDeps = { db: app.db, clock: app.clock };
  // The admin's queue page (ADMIN only, under /api/staff).
  await app.register(queueRoutes);
  // Settings first: /api/notifications/preferences is a static path beside /:notificationId.
  await app.register(preferenceRoutes);

  app.get(
    '/api/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'My notifications, newest first, paged',
        description:
          'Whoever is signed in (student or staff) reads only their own. Titles and bodies are in the words of ' +
          'the contract; `target` says where each leads. unreadOnly=true lists the unread ones.',
        querystring: ZNotificationPageQuery,
        response: { 200: ZNotificationPage, ...errors },
      },
    },
    async (request) => listMyNotifications(deps, currentUser(request), request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      onRequest: app.authenticateBackground,
      schema: {
        ...common,
        summary: 'How many of my notifications are unread',
        description:
          'The bell asks every 15 s while its tab is visible, and at once when the tab regains focus.',
        response: { 200: ZUnreadCount, 401: ZApiError },
      },
    },
    async (request) => countMyUnread(deps, currentUser(request)),
  );

  app.post(
    '/api/notifications/read-all',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Marks all my notifications read',
        description: 'Answers the unread count after the change (0).',
        response: { 200: ZUnreadCount, 401: ZApiError },
      },
    },
    async (request) => readAllMyNotifications(deps, currentUser(request)),
  );

  app.get(
    '/api/notifications/:notificationId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'One of my notifications',
        description: "What an email's link opens; another person's notification answers 404.",
        params: ZNotificationIdParams,
        response: { 200: ZNotification, 404: ZApiError, ...errors },
      },
    },
    async (request) => getMyNotification(deps, currentUser(request), request.params.notificationId),
  );

  app.post(
    '/api/notifications/:notificationId/read',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Marks one of my notifications read',
        description: 'Reading it again keeps the first time it was read.',
        params: ZNotificationIdParams,
        response: { 200: ZNotification, 404: ZApiError, ...errors },
      },
    },
    async (request) => readMyNotification(deps, currentUser(request), request.params.notificationId),
  );
};

export default notificationRoutes;
