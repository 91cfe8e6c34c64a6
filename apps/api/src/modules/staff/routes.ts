import {
  PAYMENT_MESSAGES,
  PLATFORM_FEE,
  STAFF_ACCOUNT_AUDIT_ACTIONS,
  STAFF_MESSAGES,
  STAFF_REASON_MESSAGES,
  ZApiError,
  ZCounsellingCompleteBody,
  ZStaffAuditEntry,
  ZStaffAuditEntryParams,
  ZStaffAuditPage,
  ZStaffAuditQuery,
  ZStaffCounsellingBooking,
  ZStaffPaymentBody,
  ZStaffPaymentSummary,
  ZStaffShortlistBody,
  ZStaffShortlistParams,
  ZStaffShortlistResult,
  ZStaffStudentDetail,
  ZStaffStudentParams,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleKey } from '../../lib/console-cache.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendKept } from '../../plugins/console-cache.ts';
import notesRoutes from './notes-routes.ts';
import receiptRoutes from './receipt-routes.ts';
import { completeCounselling, recordPayment, setShortlistStatusByStaff } from './staff-action-service.ts';
import { listAuditPage, openAuditEntry } from './staff-audit-service.ts';
import { getStudentDetail } from './staff-student-service.ts';

const common = { tags: ['staff'], security: [{ bearerAuth: [] }] };
const ONLY_STAFF = 'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401.';
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * The staff calls under /api/staff (§6; docs/decisions/0003-calls-the-spec-leaves-open.md); documents and
 * applications have their own modules.
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock, notifier: app.notifier, jobs: app.jobs };

  app.get(
    '/api/staff/students/:studentId',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'Everything about one student',
        description:
          `${ONLY_STAFF} Account, profile, current documents, shortlist, latest counselling booking, ` +
          `platform fee payments and applications with their step. 404 "${STAFF_MESSAGES.studentNotFound}" ` +
          'for an unknown id or a staff account.',
        params: ZStaffStudentParams,
        response: { 200: ZStaffStudentDetail, ...errors },
      },
    },
    async (request, reply) =>
      sendKept(app, reply, consoleKey('student', request.params), () =>
        getStudentDetail(app.db, request.params.studentId),
      ),
  );

  app.post(
    '/api/staff/students/:studentId/counselling/complete',
    {
      onRequest: app.requireStaff,
      // A request without a body reaches validation as null; it means what {} means: no note.
      preValidation: async (request) => {
        request.body ??= { note: '' };
      },
      schema: {
        ...common,
        summary: "Mark the student's booked counselling session completed",
        description:
          `${ONLY_STAFF} The BOOKED session becomes COMPLETED (completedAt now), which unlocks Apply Now ` +
          `and locks shortlist removal (§4). 409 "${STAFF_MESSAGES.noBookedSession}" or ` +
          `"${STAFF_MESSAGES.counsellingAlreadyCompleted}" otherwise. The body is optional: ` +
          '{note} (staff only, at most 2000 characters) is kept as completionNote; no body and no ' +
          'content type mean no note. Audited, with the note.',
        params: ZStaffStudentParams,
        body: ZCounsellingCompleteBody,
        response: { 200: ZStaffCounsellingBooking, ...errors, 409: ZApiError },
      },
    },
    async (request) =>
      completeCounselling(deps, currentUser(request), request.params.studentId, request.body),
  );

  app.put(
    '/api/staff/students/:studentId/shortlist/:courseId',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: "Set a course's shortlist status for a student (EXPERT_CHOICE or NOT_ELIGIBLE)",
        description:
          `${ONLY_STAFF} EXPERT_CHOICE adds the course if it is not on the list (or revives a removed ` +
          'entry) with createdBy and createdByRole from the token; NOT_ELIGIBLE needs the course on the ' +
          `list (404 "${STAFF_MESSAGES.notInShortlist}"). 409 "${STAFF_MESSAGES.appliedLocked}" for an ` +
          'applied course. NOT_ELIGIBLE needs reason (400 ' +
          `"${STAFF_REASON_MESSAGES.notEligibleReasonRequired}"), kept as statusReason for staff only ` +
          '(the student never sees it); EXPERT_CHOICE clears it. `changed` is false when the entry ' +
          'already had the status and reason. Audited, with the reason.',
        params: ZStaffShortlistParams,
        body: ZStaffShortlistBody,
        response: { 200: ZStaffShortlistResult, ...errors, 409: ZApiError },
      },
    },
    async (request) => setShortlistStatusByStaff(deps, currentUser(request), request.params, request.body),
  );

  app.post(
    '/api/staff/students/:studentId/payments',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'Record platform fee received offline',
        description:
          `${ONLY_STAFF} amount: whole rupees, 1 to ${PLATFORM_FEE.total}. The fee is ${PLATFORM_FEE.amount} ` +
          `+ ${PLATFORM_FEE.gst} GST = ${PLATFORM_FEE.total} (§9); part payments are accepted up to the ` +
          `outstanding balance (400 when more), and 409 "${STAFF_MESSAGES.alreadyPaid}" once paid. ` +
          'mode: one of CASH (default), UPI, BANK_TRANSFER, CARD, CHEQUE; reference (the UTR, card ' +
          `slip or cheque number) is required unless CASH ("${PAYMENT_MESSAGES.referenceRequired}"). ` +
          'Answers the payment summary, each payment with its receipt number. Audited.',
        params: ZStaffStudentParams,
        body: ZStaffPaymentBody,
        response: { 201: ZStaffPaymentSummary, ...errors, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const summary = await recordPayment(deps, currentUser(request), request.params.studentId, request.body);
      return reply.code(201).send(summary);
    },
  );

  app.get(
    '/api/staff/audit',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'The audit trail, newest first, paged',
        description:
          `${ONLY_STAFF} Every staff change: who (id, role when acting, name), about whom (the student, ` +
          'null for staff account changes), what (action, entity), when, and the values before and after. ' +
          'Filters: studentId, actorId (a staff member), action. 404 for an unknown student. Staff sign-in ' +
          'numbers (mobileNumber in STAFF_ACCOUNT entries) are masked to the last two digits for every ' +
          'reader; an admin opens the entry (GET /api/staff/audit/{auditId}) to see one.',
        querystring: ZStaffAuditQuery,
        response: { 200: ZStaffAuditPage, ...errors },
      },
    },
    async (request, reply) =>
      sendKept(app, reply, consoleKey('audit', request.query), () => listAuditPage(app.db, request.query)),
  );

  app.get(
    '/api/staff/audit/:auditId',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'One audit entry as recorded, staff numbers unmasked (ADMIN)',
        description:
          'ADMIN only (a counsellor gets 403). The list shows staff sign-in numbers masked to everyone ' +
          '(the last two digits); this answers the entry with the number, and records who opened it ' +
          `(${STAFF_ACCOUNT_AUDIT_ACTIONS.mobileNumberViewed}, about the staff account) when it holds one. ` +
          `404 "${STAFF_MESSAGES.auditEntryNotFound}" for an unknown id.`,
        params: ZStaffAuditEntryParams,
        response: { 200: ZStaffAuditEntry, ...errors },
      },
    },
    async (request) => openAuditEntry(app.db, currentUser(request), request.params.auditId),
  );

  await app.register(notesRoutes);
  await app.register(receiptRoutes);
};

export default staffRoutes;
