import {
  ZApiError,
  ZDocumentDownload,
  ZDocumentVersionDownloadQuery,
  ZDocumentVersionList,
  ZDocumentVersionsQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { downloadVersion, listVersions } from './version-service.ts';

const common = { tags: ['documents'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const access =
  "A student gets only their own documents (another student's document is 404, another studentId " +
  '403); staff may read any document and may add studentId (the document must then be that ' +
  "student's, 404 otherwise). Design notes: apps/api/docs/documents.md.";

/** The earlier uploads of a document: its version history and a link to each version's file. */
const documentVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, signingSecret: app.signingSecret, clock: app.clock };

  app.get(
    '/student/document/versions',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Every uploaded version of one of your documents, newest first',
        description:
          'Each version carries the status and remarks the document had while it was current (a ' +
          'replaced version keeps, e.g., REJECTED and the remark that explained why); isCurrent marks ' +
          `the version whose file is the document's current file; uploadedAt is ISO 8601. ${access}`,
        querystring: ZDocumentVersionsQuery,
        response: { 200: ZDocumentVersionList, ...errors },
      },
    },
    async (request) => listVersions(app.db, currentUser(request), request.query),
  );

  app.get(
    '/student/document/version/download',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'A temporary link to one version of one of your documents',
        description:
          "tempURL is a signed link to that version's file, valid for 5 minutes, that needs no token " +
          `(as /student/document/download gives for the current one). ${access}`,
        querystring: ZDocumentVersionDownloadQuery,
        response: { 200: ZDocumentDownload, ...errors },
      },
    },
    async (request) => downloadVersion(deps, currentUser(request), request.query),
  );
};

export default documentVersionRoutes;
