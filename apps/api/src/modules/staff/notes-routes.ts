import {
  LIMITS,
  STAFF_MESSAGES,
  STAFF_NOTE_MAX_LENGTH,
  ZApiError,
  ZPageQuery,
  ZStaffNote,
  ZStaffNoteBody,
  ZStaffNotePage,
  ZStaffStudentParams,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleKey } from '../../lib/console-cache.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendKept } from '../../plugins/console-cache.ts';
import { addNote, listNotePage } from './note-service.ts';

const common = { tags: ['staff'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const ONLY_STAFF =
  'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401. Notes are internal: no ' +
  `student call ever returns them. 404 "${STAFF_MESSAGES.studentNotFound}" for an unknown id or a staff account.`;

/** Internal notes about a student. */
const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/students/:studentId/notes',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: "A page of the student's internal notes, newest first",
        description:
          `${ONLY_STAFF} Each note with its author (id and name) and when it was added. pageNumber from 1, ` +
          `pageSize ${LIMITS.defaultPageSize} by default, at most ${LIMITS.maxPageSize}.`,
        params: ZStaffStudentParams,
        querystring: ZPageQuery,
        response: { 200: ZStaffNotePage, ...errors },
      },
    },
    async (request, reply) =>
      sendKept(app, reply, consoleKey(`notes ${request.params.studentId}`, request.query), () =>
        listNotePage(app.db, request.params.studentId, request.query),
      ),
  );

  app.post(
    '/api/staff/students/:studentId/notes',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'Add an internal note about the student',
        description:
          `${ONLY_STAFF} body: 1 to ${STAFF_NOTE_MAX_LENGTH} characters after trimming, line breaks ` +
          'and tabs allowed. Notes are added, never edited. Audited (the note id and length, not the text).',
        params: ZStaffStudentParams,
        body: ZStaffNoteBody,
        response: { 201: ZStaffNote, ...errors },
      },
    },
    async (request, reply) => {
      const note = await addNote(app.db, currentUser(request), request.params.studentId, request.body);
      return reply.code(201).send(note);
    },
  );
};

export default notesRoutes;
