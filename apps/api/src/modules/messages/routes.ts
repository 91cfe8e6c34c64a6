import {
  DOCUMENT_FILE_KINDS,
  LIMITS,
  MESSAGE_ERRORS,
  MESSAGE_LIMITS,
  UPLOAD_QUOTAS_NOTE,
  ZApiError,
  ZMessage,
  ZMessageAttachmentLink,
  ZMessageIdParams,
  ZMessageReadBody,
  ZMessageReceipts,
  ZMessageThread,
  ZMessageThreadQuery,
  ZStaffMessageIdParams,
  ZStaffMessagesParams,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { consoleKey } from '../../lib/console-cache.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendKept } from '../../plugins/console-cache.ts';
import { readOptionalUpload } from '../files/index.ts';
import { attachmentLink, getThread, precheckSend, readUpTo, sendMessage } from './message-service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const sendErrors = {
  ...errors,
  408: ZApiError,
  409: ZApiError,
  413: ZApiError,
  415: ZApiError,
  429: ZApiError,
  503: ZApiError,
};
const seeDocs = ' Design notes: apps/api/docs/messages.md.';

// The multipart form as the OpenAPI page shows it; readOptionalUpload and the service read and check it.
const ZMessageFormDoc = z
  .object({
    body: z.string().max(MESSAGE_LIMITS.bodyMax).optional(),
    file: z
      .string()
      .max(LIMITS.documentMaxBytes)
      .meta({ format: 'binary', description: 'optional: png, jpg/jpeg, pdf, doc or docx, at most 10 MB' })
      .optional(),
  })
  .nullish()
  .catch(null);

const PAGE_NOTE =
  `A page of at most limit (default ${MESSAGE_LIMITS.pageSize}, at most ${MESSAGE_LIMITS.pageSizeMax}) ` +
  'messages, oldest first in the array. Neither before nor after: the newest page; before=id: the page ' +
  'just older than that message (hasOlder says whether to ask again); after=id: the messages newer than ' +
  `that one (what an open thread polls every ${MESSAGE_LIMITS.pollMs / 1000} s; such a poll does not count ` +
  'as activity). With both sides\u2019 read receipts and the assigned counsellor\u2019s name (null: none).';
const SEND_NOTE =
  'multipart/form-data: the text field `body` (trimmed, at most ' +
  `${MESSAGE_LIMITS.bodyMax} characters, no control characters or direction overrides; may be empty when a ` +
  'file is attached) and an optional file part `file` (png, jpg/jpeg, pdf, doc or docx judged by its content, ' +
  `at most 10 MB). At most ${MESSAGE_LIMITS.perMinute} messages a minute and ${MESSAGE_LIMITS.perDay} in any ` +
  '24 hours per sender in a thread (429 saying when to try again). 201 with the message; the other side is ' +
  'notified (once per unread burst; the text never leaves the portal). Audited without the text. A refusal ' +
  `stores nothing. Files: ${UPLOAD_QUOTAS_NOTE}`;
const READ_NOTE =
  "Marks the caller's side as having read up to upToId, a message of this thread (404 otherwise). " +
  'Idempotent; a marker never moves back. Answers both receipts.';
const ATTACHMENT_NOTE =
  'A signed link (tempURL) to the file of a message of this thread, valid for 5 minutes. 404 when the ' +
  'message is not in this thread or has no file.';

/** A poll (after=) is the page's own doing, not the person's: it does not keep a session active. */
const pollAware =
  (app: Parameters<FastifyPluginAsyncZod>[0], staffOnly: boolean) => async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown> | undefined;
    await (query?.after !== undefined ? app.authenticateBackground(request) : app.authenticate(request));
    const user = currentUser(request);
    if (staffOnly && !isStaff(user)) throw forbidden('Only counsellors and admins can do that.');
    if (!staffOnly) ownStudent(user);
  };

/** The student calls are the student's own thread: a staff token has none (403). */
function ownStudent(user: TSessionUser): number {
  if (user.role !== 'STUDENT') throw forbidden(MESSAGE_ERRORS.studentsOnly);
  return user.id;
}

const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    storage: app.storage,
    signingSecret: app.signingSecret,
    clock: app.clock,
    notifier: app.notifier,
  };
  const readForm = (request: FastifyRequest) =>
    readOptionalUpload(request, {
      kinds: DOCUMENT_FILE_KINDS,
      maxBytes: LIMITS.documentMaxBytes,
      // bodyMax characters of up to four UTF-8 bytes each (the character count is checked after).
      maxFieldBytes: MESSAGE_LIMITS.bodyMax * 4,
    });

  // The student's own thread (identity from the token only).
  const student = { tags: ['messages'], security: [{ bearerAuth: [] }] };
  const STUDENT_ONLY = ' Students only: a staff token gets 403.';
  app.get(
    '/api/messages',
    {
      onRequest: pollAware(app, false),
      schema: {
        ...student,
        summary: 'A page of your messages with the consultancy',
        description: PAGE_NOTE + STUDENT_ONLY + seeDocs,
        querystring: ZMessageThreadQuery,
        response: { 200: ZMessageThread, ...errors },
      },
    },
    async (request) => getThread(app.db, ownStudent(currentUser(request)), request.query),
  );
  app.post(
    '/api/messages',
    {
      onRequest: app.authenticate,
      schema: {
        ...student,
        summary: 'Send a message (text, a file, or both) to the consultancy',
        description: SEND_NOTE + STUDENT_ONLY + seeDocs,
        consumes: ['multipart/form-data'],
        body: ZMessageFormDoc,
        response: { 201: ZMessage, ...sendErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const studentId = ownStudent(user);
      await precheckSend(deps, user, studentId);
      const message = await sendMessage(deps, user, studentId, await readForm(request));
      return reply.code(201).send(message);
    },
  );
  app.put(
    '/api/messages/read',
    {
      onRequest: app.authenticate,
      schema: {
        ...student,
        summary: 'Mark your messages as read up to one',
        description: READ_NOTE + STUDENT_ONLY,
        body: ZMessageReadBody,
        response: { 200: ZMessageReceipts, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return readUpTo(deps, user, ownStudent(user), request.body.upToId);
    },
  );
  app.get(
    '/api/messages/:messageId/attachment',
    {
      onRequest: app.authenticate,
      schema: {
        ...student,
        summary: 'A download link for the file of one of your messages',
        description: ATTACHMENT_NOTE + STUDENT_ONLY,
        params: ZMessageIdParams,
        response: { 200: ZMessageAttachmentLink, ...errors },
      },
    },
    async (request) => attachmentLink(deps, ownStudent(currentUser(request)), request.params.messageId),
  );

  // A student's thread as staff see it: any active staff member may read and write in it.
  const staff = { tags: ['staff'], security: [{ bearerAuth: [] }] };
  const STAFF_ONLY =
    ' Staff only (COUNSELLOR or ADMIN): a student token gets 403. 404 for an unknown id or a staff account.';
  const base = '/api/staff/students/:studentId/messages';
  app.get(
    base,
    {
      onRequest: pollAware(app, true),
      schema: {
        ...staff,
        summary: "A page of the student's messages with the consultancy",
        description: PAGE_NOTE + STAFF_ONLY + seeDocs,
        params: ZStaffMessagesParams,
        querystring: ZMessageThreadQuery,
        response: { 200: ZMessageThread, ...errors },
      },
    },
    // Kept like the console's lists: a message sent through this instance drops it at once.
    async (request, reply) =>
      sendKept(app, reply, consoleKey(`thread ${request.params.studentId}`, request.query), () =>
        getThread(app.db, request.params.studentId, request.query),
      ),
  );
  app.post(
    base,
    {
      onRequest: app.requireStaff,
      schema: {
        ...staff,
        summary: "Write in the student's thread (text, a file, or both)",
        description: `${SEND_NOTE} Staff files do not count toward the student's quotas.${STAFF_ONLY}${seeDocs}`,
        consumes: ['multipart/form-data'],
        params: ZStaffMessagesParams,
        body: ZMessageFormDoc,
        response: { 201: ZMessage, ...sendErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { studentId } = request.params;
      await precheckSend(deps, user, studentId);
      const message = await sendMessage(deps, user, studentId, await readForm(request));
      return reply.code(201).send(message);
    },
  );
  app.put(
    `${base}/read`,
    {
      onRequest: app.requireStaff,
      schema: {
        ...staff,
        summary: "Mark the student's messages as read by the consultancy up to one",
        description: READ_NOTE + STAFF_ONLY,
        params: ZStaffMessagesParams,
        body: ZMessageReadBody,
        response: { 200: ZMessageReceipts, ...errors },
      },
    },
    async (request) => readUpTo(deps, currentUser(request), request.params.studentId, request.body.upToId),
  );
  app.get(
    `${base}/:messageId/attachment`,
    {
      onRequest: app.requireStaff,
      schema: {
        ...staff,
        summary: "A download link for the file of a message in the student's thread",
        description: ATTACHMENT_NOTE + STAFF_ONLY,
        params: ZStaffMessageIdParams,
        response: { 200: ZMessageAttachmentLink, ...errors },
      },
    },
    async (request) => attachmentLink(deps, request.params.studentId, request.params.messageId),
  );
};

export default messagesRoutes;
