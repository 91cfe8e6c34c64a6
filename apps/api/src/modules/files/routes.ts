import { UPLOAD_MESSAGES, ZApiError, ZSignedDownloadQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { contentDisposition } from './file-name.ts';
import { findStoredFile } from './file-repository.ts';
import { DOWNLOAD_PATH, verifySignedDownload } from './signed-url.ts';

// Images and PDFs open in the browser's own viewer; Word files are downloaded.
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DOWNLOAD_PATH,
    {
      schema: {
        tags: ['files'],
        summary: 'Download a file through a signed URL',
        description:
          'The URL comes from a download call (tempURL) and expires after 5 minutes. No token is needed: ' +
          'the signature is the permission. A tampered (even malformed) or expired URL gets 403.',
        querystring: ZSignedDownloadQuery,
        response: { 200: z.any(), 403: ZApiError, 404: ZApiError },
      },
      // A cut or altered link is a tampered link: 403 like a wrong signature, not a 400.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw forbidden(UPLOAD_MESSAGES.linkInvalid);
      const fileId = verifySignedDownload(app.signingSecret, request.query, app.clock.now());
      const file = await findStoredFile(app.db, fileId);
      if (!file) throw notFound(UPLOAD_MESSAGES.fileGone);
      const bytes = await app.storage.get(file.storageKey).catch(() => {
        throw notFound(UPLOAD_MESSAGES.fileGone);
      });
      const disposition = INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName, disposition))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
        .send(bytes);
    },
  );
};

export default filesRoutes;
