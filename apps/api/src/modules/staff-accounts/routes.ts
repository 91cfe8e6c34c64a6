import {
  SESSION_AUDIT_ACTIONS,
  SESSION_POLICY_MESSAGES,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_DISABLE_MESSAGES,
  STAFF_MESSAGES,
  ZApiError,
  ZStaffAccount,
  ZStaffAccountCreateBody,
  ZStaffAccountList,
  ZStaffAccountParams,
  ZStaffAccountUpdateBody,
  ZStaffAssignBody,
  ZStaffAssignment,
  ZStaffDisableBody,
  ZStaffDisableResult,
  ZStaffMe,
  ZStaffMemberList,
  ZStaffSessionsEnded,
  ZStaffStudentParams,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  createStaffAccount,
  getMe,
  listAccounts,
  listMembers,
  updateStaffAccount,
} from './account-service.ts';
import { assignCounsellor } from './assignment-service.ts';
import { disableStaffAccount } from './disable-service.ts';
import { endStaffSessions } from './session-service.ts';

const common = { tags: ['staff'], security: [{ bearerAuth: [] }] };
const ONLY_STAFF = 'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401.';
const ONLY_ADMIN =
  `ADMIN only: a counsellor gets 403 "${STAFF_ACCOUNT_MESSAGES.adminOnly}", a student 403, no token 401. ` +
  "The role is the account's current one, read on every call.";
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** The team: who is signed in, colleagues, staff accounts and student assignment. */
const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock };

  app.get(
    '/api/staff/me',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'The signed-in staff member',
        description:
          `${ONLY_STAFF} Name, mobile number and role as the database has them now: a role changed by an ` +
          `admin shows at once. A disabled account gets 401 "${STAFF_ACCOUNT_MESSAGES.accountDisabled}" ` +
          '(on this and every other call).',
        response: { 200: ZStaffMe, ...errors },
      },
    },
    async (request) => getMe(app.db, currentUser(request)),
  );

  app.get(
    '/api/staff/members',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'Every staff member, for filters and pickers',
        description: `${ONLY_STAFF} Active members first, then disabled ones; each group by name.`,
        response: { 200: ZStaffMemberList, ...errors },
      },
    },
    async () => listMembers(app.db),
  );

  app.get(
    '/api/staff/accounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'The team, with what an admin manages',
        description:
          `${ONLY_ADMIN} Every staff account (active first, then by name) with its mobile number, role, ` +
          'when it was disabled (null while active) and how many students are assigned to it.',
        response: { 200: ZStaffAccountList, ...errors },
      },
    },
    async () => listAccounts(app.db),
  );

  app.post(
    '/api/staff/accounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Add a staff member',
        description:
          `${ONLY_ADMIN} The member signs in with this mobile number through the normal OTP flow. 409 ` +
          `"${STAFF_ACCOUNT_MESSAGES.mobileTakenByStaff}" or "${STAFF_ACCOUNT_MESSAGES.mobileTakenByStudent}" ` +
          'when the number is in use. Audited (STAFF_ACCOUNT_CREATED).',
        body: ZStaffAccountCreateBody,
        response: { 201: ZStaffAccount, ...errors, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const account = await createStaffAccount(app.db, currentUser(request), request.body);
      return reply.code(201).send(account);
    },
  );

  app.patch(
    '/api/staff/accounts/:staffId',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: "Change a staff member's role, disable or re-enable them",
        description:
          `${ONLY_ADMIN} Send role, isDisabled or both. Takes effect on the member's next call: a ` +
          `disabled member's tokens get 401 "${STAFF_ACCOUNT_MESSAGES.accountDisabled}", a demoted admin ` +
          `loses the admin calls. 409 "${STAFF_ACCOUNT_MESSAGES.cannotChangeOwnAccount}" for your own ` +
          `account, 409 "${STAFF_ACCOUNT_MESSAGES.lastAdmin}" when no active admin would remain; 404 ` +
          `"${STAFF_ACCOUNT_MESSAGES.staffNotFound}" for an unknown id or a student. A member who still ` +
          `has students is not disabled here: 409 "${STAFF_DISABLE_MESSAGES.reassignFirst(3)}" ` +
          '(with their number), and nothing changes; POST …/disable reassigns and disables in one step. ' +
          'New students skip disabled members. Audited (STAFF_ROLE_CHANGED, STAFF_ACCOUNT_DISABLED, ' +
          'STAFF_ACCOUNT_ENABLED; nothing when unchanged).',
        params: ZStaffAccountParams,
        body: ZStaffAccountUpdateBody,
        response: { 200: ZStaffAccount, ...errors, 409: ZApiError },
      },
    },
    async (request) => {
      const account = await updateStaffAccount(
        deps,
        currentUser(request),
        request.params.staffId,
        request.body,
      );
      // Answered once every instance has heard it: the member's very next call meets the change.
      await app.tokens.accountChanged(account.id);
      return account;
    },
  );

  app.post(
    '/api/staff/accounts/:staffId/disable',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: "Reassign a staff member's students and disable them, in one step",
        description:
          `${ONLY_ADMIN} reassign.to: every student goes to this active staff member (COUNSELLOR or ` +
          `ADMIN), else 404 "${STAFF_ACCOUNT_MESSAGES.counsellorNotFound}"; the member themself: 400 ` +
          `"${STAFF_DISABLE_MESSAGES.targetInvalid}". reassign.roundRobin: the students are dealt out among ` +
          'the active COUNSELLORs but this member, each to the one with the fewest students then (ties by ' +
          `id); 409 "${STAFF_DISABLE_MESSAGES.noCounsellorLeft}" when there is none. Then the member is ` +
          'disabled as by PATCH (their tokens end). The PATCH rules hold: 409 ' +
          `"${STAFF_ACCOUNT_MESSAGES.cannotChangeOwnAccount}", 409 "${STAFF_ACCOUNT_MESSAGES.lastAdmin}", ` +
          `409 "${STAFF_DISABLE_MESSAGES.alreadyDisabled}", 404 "${STAFF_ACCOUNT_MESSAGES.staffNotFound}". ` +
          'One transaction, audited: STUDENT_ASSIGNED per student (before and after counsellor ids) and ' +
          'STAFF_ACCOUNT_DISABLED with reassignedStudentCount; a refusal changes nothing.',
        params: ZStaffAccountParams,
        body: ZStaffDisableBody,
        response: { 200: ZStaffDisableResult, ...errors, 409: ZApiError },
      },
    },
    async (request) => {
      const result = await disableStaffAccount(
        deps,
        currentUser(request),
        request.params.staffId,
        request.body,
      );
      // Answered once every instance has heard it: the member's very next call is refused.
      await app.tokens.accountChanged(result.account.id);
      return result;
    },
  );

  app.post(
    '/api/staff/accounts/:staffId/end-sessions',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: "End a staff member's sessions",
        description:
          `${ONLY_ADMIN} Every token the member holds gets 401 "${SESSION_POLICY_MESSAGES.sessionsEnded}" ` +
          'on its next call, on every instance; the account stays enabled and they sign in again (a lost ' +
          `device, a shared screen). Another admin's sessions may be ended; your own: 409 ` +
          `"${SESSION_POLICY_MESSAGES.cannotEndOwnSessions}" (use POST /auth/logout-everywhere). 404 ` +
          `"${STAFF_ACCOUNT_MESSAGES.staffNotFound}" for an unknown id or a student. Audited ` +
          `(${SESSION_AUDIT_ACTIONS.staffSessionsEnded}).`,
        params: ZStaffAccountParams,
        response: { 200: ZStaffSessionsEnded, ...errors, 409: ZApiError },
      },
    },
    async (request) => {
      const { staffId, sessionsValidFrom } = await endStaffSessions(
        deps,
        currentUser(request),
        request.params.staffId,
        () => app.tokens.cutoff(),
      );
      // Answered once every instance has heard it: the member's very next call is refused.
      await app.tokens.sessionsEnded(staffId, sessionsValidFrom);
      return { staffId, sessionsValidFrom: sessionsValidFrom.toISOString() };
    },
  );

  app.put(
    '/api/staff/students/:studentId/counsellor',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Assign a student to a counsellor (null unassigns)',
        description:
          `${ONLY_ADMIN} counsellorId must be an active staff account (COUNSELLOR or ADMIN), else 404 ` +
          `"${STAFF_ACCOUNT_MESSAGES.counsellorNotFound}"; 404 "${STAFF_MESSAGES.studentNotFound}" for an ` +
          'unknown student. New students are assigned round-robin among active counsellors when they ' +
          'first sign in. Audited (STUDENT_ASSIGNED, before and after counsellor ids; nothing when unchanged).',
        params: ZStaffStudentParams,
        body: ZStaffAssignBody,
        response: { 200: ZStaffAssignment, ...errors },
      },
    },
    async (request) =>
      assignCounsellor(app.db, currentUser(request), request.params.studentId, request.body.counsellorId),
  );
};

export default staffAccountsRoutes;
