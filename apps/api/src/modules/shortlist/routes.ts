import {
  SHORTLIST_MESSAGES,
  ZApiError,
  ZShortlistAddBody,
  ZShortlistAddResult,
  ZShortlistItems,
  ZShortlistParams,
  ZShortlistRemoveQuery,
  ZShortlistRemoveResult,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptJson, sendKeptJson } from '../../lib/kept-json.ts';
import { isStaff } from '../../lib/session-user.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addToShortlist, getShortlist, removeFromShortlist } from './shortlist-service.ts';

const common = { tags: ['shortlist'], security: [{ bearerAuth: [] }] };
const listResponses = {
  200: ZShortlistItems,
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
};

const OWN_OR_STAFF =
  "A student's own id gives their list; another student's id is 403. Staff may name any student; an id " +
  "that is no student's is 404.";

const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A student's own list is kept serialized in the student cache (keyed by the token's id); staff, and
   * a student naming another id (403), go through the service each time.
   */
  const listReply = async (request: FastifyRequest, reply: FastifyReply, studentId?: number) => {
    const user = currentUser(request);
    if (isStaff(user) || (studentId !== undefined && studentId !== user.id)) {
      return getShortlist(app.db, user, studentId);
    }
    const body = await app.studentCache.get(user.id, 'shortlist', async () =>
      keptJson(reply, await getShortlist(app.db, user)),
    );
    return sendKeptJson(reply, body);
  };

  app.post(
    '/shortlist/add',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Shortlist a course (adding twice keeps one entry)',
        description:
          '201 when added or re-added after removal, 200 when it was already on the list. Students only: ' +
          `a staff token gets 403 "${SHORTLIST_MESSAGES.staffUseConsole}"`,
        body: ZShortlistAddBody,
        response: {
          200: ZShortlistAddResult,
          201: ZShortlistAddResult,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const { result, isNew } = await addToShortlist(app.db, currentUser(request), request.body);
      return reply.code(isNew ? 201 : 200).send(result);
    },
  );

  app.delete(
    '/shortlist/delete',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Remove a course from the shortlist',
        description:
          'Refused with 409 for APPLIED or EXPERT_CHOICE entries and once counselling is completed. ' +
          'Students only: a staff token gets 403 (staff mark a course NOT_ELIGIBLE in the console instead).',
        querystring: ZShortlistRemoveQuery,
        response: {
          200: ZShortlistRemoveResult,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => removeFromShortlist(app.db, currentUser(request), request.query),
  );

  app.get(
    '/shortlist',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The caller's shortlist",
        description: 'The shortlist of the account the token names; no id is read from the request.',
        response: listResponses,
      },
    },
    (request, reply) => listReply(request, reply),
  );

  app.get(
    '/shortlist/:studentId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "A student's shortlist (own only; staff any)",
        description: OWN_OR_STAFF,
        params: ZShortlistParams,
        response: listResponses,
      },
    },
    (request, reply) => listReply(request, reply, request.params.studentId),
  );
};

export default shortlistRoutes;
