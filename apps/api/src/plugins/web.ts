import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.ts';

/**
 * Which prerendered page the build wrote for which address (apps/web/scripts/prerender.mjs): the sign-in
 * screen for its own addresses, 'Please wait..' for the rest. A build without it has index.html only.
 */
type TPages = { landing: { paths: string[]; file: string }; other: string };

function readPages(distDir: string): TPages {
  const manifest = path.join(distDir, 'pages.json');
  if (!fs.existsSync(manifest)) return { landing: { paths: [], file: 'index.html' }, other: 'index.html' };
  return JSON.parse(fs.readFileSync(manifest, 'utf8')) as TPages;
}

/** Serves the built web app at / with a fallback to its HTML pages for the app's own routes. */
async function webPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web build not found in ${options.distDir}; serving the API only`);
    return;
  }
  const pages = readPages(options.distDir);
  const pageFor = (pathname: string) =>
    pages.landing.paths.includes(pathname) ? pages.landing.file : pages.other;
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
  // The pages are revalidated every time so a new deploy's fingerprinted assets are picked up.
  const sendPage = (reply: FastifyReply, pathname: string) =>
    reply.header('Cache-Control', 'no-cache').sendFile(pageFor(pathname), { cacheControl: false });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, '/'));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (request.url.startsWith('/api/') || !accept.includes('text/html')) {
      throw notFound(`No such endpoint: GET ${request.url.split('?')[0]}`);
    }
    return sendPage(reply, request.url.split('?')[0] ?? '/');
  });
}

export default fp(webPlugin, { name: 'web' });
