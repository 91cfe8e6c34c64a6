import multipart from '@fastify/multipart';
import { LIMITS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Multipart uploads; each upload route narrows the limits further when it reads the parts. */
async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.documentMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1000 },
  });
}

export default fp(multipartPlugin, { name: 'multipart' });
