import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.ts';

/** Serves the built web app at / with a fallback to index.html for the app's own routes. */
async function webPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web build not found in ${options.distDir}; serving the API only`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz twins (apps/web/scripts/compress-dist.mjs); sent when accepted.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Vite fingerprints everything under assets/, so those may be cached for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // index.html is revalidated every time so a new deploy's fingerprinted assets are picked up.
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (request.url.startsWith('/api/') || !accept.includes('text/html')) {
      throw notFound(`No such endpoint: GET ${request.url.split('?')[0]}`);
    }
    return sendIndex(reply);
  });
}

export default fp(webPlugin, { name: 'web' });
