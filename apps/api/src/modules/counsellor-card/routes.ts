import {
  COUNSELLOR_CARD_AUDIT_ACTIONS,
  COUNSELLOR_CARD_MESSAGES,
  ZApiError,
  ZContactCard,
  ZContactCardBody,
  ZStudentCounsellorResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { admitJsonUpload } from '../files/index.ts';
import { getOwnContactCard, saveOwnContactCard, type TContactCardDeps } from './contact-card-service.ts';
import { getStudentCounsellor } from './student-counsellor-service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };
const ONLY_STAFF = 'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401.';
// 2 MB of photo is ~2.7 MB as base64; the rest of the card is small.
const CARD_BODY_LIMIT = 3 * 1024 * 1024;

/** The counsellor's contact card: staff edit their own, a student reads their counsellor's. */
const counsellorCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TContactCardDeps = { db: app.db, storage: app.storage, clock: app.clock, log: app.log };
  const staffCommon = { tags: ['staff'], security: [{ bearerAuth: [] }] };

  app.get(
    '/api/staff/me/contact-card',
    {
      onRequest: app.requireStaff,
      schema: {
        ...staffCommon,
        summary: 'Your own contact card',
        description:
          `${ONLY_STAFF} What your students see of you: display phone, WhatsApp number, working hours ` +
          '(India time), meeting link and photo (a data URL). Empty until first saved.',
        response: { 200: ZContactCard, ...errors },
      },
    },
    async (request) => getOwnContactCard(deps, currentUser(request)),
  );

  app.put(
    '/api/staff/me/contact-card',
    {
      // A photo makes this an upload: a slot before the body is read, and an upload's deadline.
      config: { upload: true },
      onRequest: [app.requireStaff, admitJsonUpload],
      bodyLimit: CARD_BODY_LIMIT,
      schema: {
        ...staffCommon,
        summary: 'Save your own contact card',
        description:
          `${ONLY_STAFF} Replaces the whole card. Phones are Indian mobile numbers ('' or null: none); ` +
          'your sign-in number is shown only with showSignInNumber (then displayPhone must be empty); ' +
          'the WhatsApp number defaults to the shown phone. Working hours: no days and no times, or ' +
          'days with a start and a later end, HH:mm on the hour or half hour. meetingLink: https only, ' +
          `at most 500 characters. photo: left out keeps it, null removes it, an upload (the profile ` +
          "photo's checks) replaces it. 400 with errors[] by field; nothing changes. Audited " +
          `(${COUNSELLOR_CARD_AUDIT_ACTIONS.contactCardChanged}; nothing when unchanged).`,
        body: ZContactCardBody,
        response: { 200: ZContactCard, ...errors, 408: ZApiError, 413: ZApiError, 503: ZApiError },
      },
    },
    async (request) => saveOwnContactCard(deps, currentUser(request), request.body),
  );

  app.get(
    '/api/student/counsellor',
    {
      // The card reads itself again every minute while on screen: that is not the student's activity
      // (the dashboard's and the thread's own calls note the visit), as the bell's count is not.
      onRequest: app.authenticateBackground,
      schema: {
        tags: ['students'],
        security: [{ bearerAuth: [] }],
        summary: 'Your counsellor',
        description:
          "The caller's own assigned counsellor (from the token; no id is taken): name, photo (a data " +
          'URL) or null for a monogram, call and WhatsApp links, working hours (India time), whether ' +
          'they are available now or when they are back, and your next booked session with their meeting ' +
          'link. ' +
          '`counsellor: null` while none is assigned (or theirs is disabled). Read fresh: a reassignment ' +
          `shows at once. Students only: staff get 403 "${COUNSELLOR_CARD_MESSAGES.studentsOnly}".`,
        response: { 200: ZStudentCounsellorResponse, ...errors },
      },
    },
    async (request) => getStudentCounsellor(deps, currentUser(request)),
  );
};

export default counsellorCardRoutes;
