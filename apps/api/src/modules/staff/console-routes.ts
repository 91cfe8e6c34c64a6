import {
  APPLICATION_STATUSES_WAITING_ON_STAFF,
  LIMITS,
  MESSAGE_LIMITS,
  QUEUE_LIST_MAX,
  QUEUE_SESSION_DAYS,
  STUDENT_LIST_COUNT_CAP,
  toIsoDate,
  ZApiError,
  ZStaffApplicationPage,
  ZStaffApplicationsQuery,
  ZStaffQueue,
  ZStaffQueueQuery,
  ZStaffStudentPage,
  ZStaffStudentsQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleKey } from '../../lib/console-cache.ts';
import { createDenseFilters } from '../../lib/dense-filters.ts';
import { pathOnlyRequest } from '../../lib/log-serializers.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendKept } from '../../plugins/console-cache.ts';
import { indiaNow } from '../counselling/index.ts';
import { listBoardPage } from './board-service.ts';
import { getQueue } from './queue-service.ts';
import { listStudentPage } from './student-list-service.ts';

const common = { tags: ['staff'], security: [{ bearerAuth: [] }] };
const ONLY_STAFF = 'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401.';
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

/** The staff console's lists: students, the work queue and the applications board. */
const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const dense = createDenseFilters();
  app.get(
    '/api/staff/students',
    {
      onRequest: app.requireStaff,
      // q may be a student's name or phone number: the request log keeps the path only.
      logSerializers: { req: pathOnlyRequest },
      schema: {
        ...common,
        summary: 'A page of students: search, stage, whose, sorted newest first',
        description:
          `${ONLY_STAFF} q (optional) matches name, mobile number or reference id, case-insensitive, ` +
          'anywhere in the text; "+91 98765 43210" finds 9876543210. stage: one of STUDENT_STAGES. ' +
          'mine=true: only students assigned to the caller; counsellorId: those assigned to that ' +
          'counsellor (ignored with mine=true). hasUnreadMessages=true: only students whose latest ' +
          'message no staff member has read. sort: newest (sign-up) or lastActivity, newest first, ' +
          `ties by id. pageNumber from 1, pageSize ${LIMITS.defaultPageSize} by default, at most ` +
          `${LIMITS.maxPageSize}. totalElements is exact up to ${STUDENT_LIST_COUNT_CAP}; a list matching ` +
          `more reports ${STUDENT_LIST_COUNT_CAP} (STUDENT_LIST_COUNT_CAP: show "${STUDENT_LIST_COUNT_CAP}+"), ` +
          'and pages end there. Staff accounts are not listed.',
        querystring: ZStaffStudentsQuery,
        response: { 200: ZStaffStudentPage, ...errors },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      // The caller matters only for mine=true (their own students); every other filter is the same for all.
      const key = consoleKey('students', request.query, request.query.mine ? caller.id : 0);
      return sendKept(app, reply, key, () => listStudentPage(app.db, caller, request.query, dense));
    },
  );

  app.get(
    '/api/staff/queue',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: "The work queue: the week's sessions, documents to review, unpaid, applications waiting",
        description:
          `${ONLY_STAFF} sessions: the week ahead (today and the next ${QUEUE_SESSION_DAYS - 1} India days), or ` +
          'only sessionDate (YYYY-MM-DD, any day) when given; BOOKED or COMPLETED, by date and ' +
          'time (all of them: slot capacity bounds them). documentsToReview: status UPLOADED, the oldest ' +
          'upload of the current version first. counselledNotPaid: a completed session and the fee not ' +
          `paid in full, most recent activity first. applicationsWaiting: ${APPLICATION_STATUSES_WAITING_ON_STAFF.join(', ')}, ` +
          'the longest unchanged first. unansweredMessages: threads whose latest student messages have no ' +
          'staff reply, the longest waiting (waitingSince) first, with a preview of the latest student message ' +
          `(at most ${MESSAGE_LIMITS.previewMax} characters). Each list holds at most ${QUEUE_LIST_MAX} items, with the total. ` +
          'mine=true: only students assigned to the caller, in every list. isAnyoneCounselled: whether ' +
          'any of those students had a session held (an empty counselledNotPaid then means all paid).',
        querystring: ZStaffQueueQuery,
        response: { 200: ZStaffQueue, ...errors },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const today = indiaNow(app.clock.now()).date;
      const key = consoleKey(`queue ${today}`, request.query, request.query.mine ? caller.id : 0);
      return sendKept(app, reply, key, () =>
        getQueue({ db: app.db, clock: app.clock }, caller, request.query),
      );
    },
  );

  app.get(
    '/api/staff/applications',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'The applications board: one status column (or all), paged',
        description:
          `${ONLY_STAFF} Filters: status, counsellorId (the student's assigned counsellor), country and ` +
          "intake (the course's). The application unchanged longest comes first (updatedAt, then id). " +
          'Each card has the next action for its status (APPLICATION_NEXT_ACTIONS).',
        querystring: ZStaffApplicationsQuery,
        response: { 200: ZStaffApplicationPage, ...errors },
      },
    },
    async (request, reply) => {
      // The board's next actions depend on the day (toIsoDate of the app clock).
      const key = consoleKey(`board ${toIsoDate(app.clock.now())}`, request.query);
      return sendKept(app, reply, key, () => listBoardPage({ db: app.db, clock: app.clock }, request.query));
    },
  );
};

export default consoleRoutes;
