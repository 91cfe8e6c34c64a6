import {
  STAFF_ACCOUNT_MESSAGES,
  UPLOAD_QUOTAS_NOTE,
  ZApiError,
  ZMessageResponse,
  ZPhotoResponse,
  ZPhotoUpload,
  ZStaffStudentParams,
  ZStudentProfile,
  ZStudentProfileUpdateFields,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptJson, sendKeptJson } from '../../lib/kept-json.ts';
import { isStaff } from '../../lib/session-user.ts';
import { currentUser } from '../../plugins/auth.ts';
import { admitJsonUpload } from '../files/index.ts';
import {
  downloadPhoto,
  downloadStudentPhoto,
  getProfile,
  type TProfileDeps,
  updateProfile,
  uploadPhoto,
} from './profile-service.ts';

const common = { tags: ['profile'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };
// 2 MB of photo is ~2.7 MB as base64; the JSON around it is small.
const PHOTO_BODY_LIMIT = 3 * 1024 * 1024;

// Legacy clients may pass an id; it is accepted and ignored (identity comes from the token only).
const ZIgnoredId = z.string().max(20, 'An id has at most 20 characters.');
const ZIgnoredIdQuery = z.object({ studentId: ZIgnoredId.optional(), id: ZIgnoredId.optional() });
const ZIgnoredIdParams = z.object({ studentId: ZIgnoredId });

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TProfileDeps = { db: app.db, storage: app.storage, clock: app.clock, log: app.log };
  const ownProfile = {
    ...common,
    summary: "The caller's own profile",
    description:
      'Every §3 field, missing values as empty strings; progressPercent is computed by the server ' +
      '(docs/profile-progress.md). Any student id in the query or path is ignored.',
    response: { 200: ZStudentProfile, ...errors },
  };

  /** A student's own profile is kept serialized in the student cache; staff read theirs each time. */
  const ownProfileReply = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = currentUser(request);
    if (isStaff(user)) return getProfile(app.db, user.id);
    const body = await app.studentCache.get(user.id, 'profile', async () =>
      keptJson(reply, await getProfile(app.db, user.id)),
    );
    return sendKeptJson(reply, body);
  };

  app.get(
    '/api/student-profiles',
    { onRequest: app.authenticate, schema: { ...ownProfile, querystring: ZIgnoredIdQuery } },
    ownProfileReply,
  );

  app.get(
    '/api/student-profiles/:studentId',
    { onRequest: app.authenticate, schema: { ...ownProfile, params: ZIgnoredIdParams } },
    ownProfileReply,
  );

  app.put(
    '/api/student-profiles',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Update the changed profile fields',
        description:
          'Send only the changed fields; empty string or null clears one. additionalDocuments replaces ' +
          'the whole list. Every §5 rule is enforced: 400 with debugMessage = the first rule broken, ' +
          'errors[] = every broken rule by field path. Nothing changes on failure. Students only: a staff ' +
          `token gets 403 "${STAFF_ACCOUNT_MESSAGES.staffCannotRename}".`,
        body: ZStudentProfileUpdateFields,
        response: { 200: ZStudentProfile, ...errors, 403: ZApiError },
      },
    },
    async (request) => updateProfile(deps, currentUser(request), request.body),
  );

  app.put(
    '/api/student-profiles/upload/photo',
    {
      // An upload like a document's: a slot and the per-student limits before the body is read
      // (so only a slot's worth of these 3 MB bodies is ever buffered), and an upload's deadline.
      config: { upload: true },
      onRequest: [app.authenticate, admitJsonUpload],
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Upload the profile photo',
        description:
          'base64 of a PNG or JPEG (checked by its bytes, must match contentType), at most 2 MB decoded. ' +
          `Replaces the previous photo. ${UPLOAD_QUOTAS_NOTE}`,
        body: ZPhotoUpload,
        response: {
          200: ZMessageResponse,
          ...errors,
          408: ZApiError,
          413: ZApiError,
          429: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request) => uploadPhoto(deps, currentUser(request).id, request.body),
  );

  app.get(
    '/api/student-profiles/download/photo',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Download the profile photo',
        description:
          'base64 of the stored image; the client shows it as `data:<contentType>;base64,<base64String>`.',
        response: { 200: ZPhotoResponse, ...errors },
      },
    },
    async (request) => downloadPhoto(deps, currentUser(request).id),
  );

  app.get(
    '/api/staff/students/:studentId/photo',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        tags: ['staff'],
        summary: "A student's profile photo, for staff",
        description:
          'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401. The shape of the ' +
          "student's own photo download; 404 when the student has none, or for an id that is no student's.",
        params: ZStaffStudentParams,
        response: { 200: ZPhotoResponse, ...errors, 403: ZApiError },
      },
    },
    async (request) => downloadStudentPhoto(deps, request.params.studentId),
  );
};

export default profileRoutes;
