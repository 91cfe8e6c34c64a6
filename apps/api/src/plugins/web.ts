import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { PAGE_NONCE_PLACEHOLDER } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.ts';
import { pageContentSecurityPolicy } from './security.ts';

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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** A page is ~12 KB: quality 5 gives 2.7 KB (the best, 11, 2.5 KB) in a millisecond or two. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Whether the client accepts `coding` (listed, and not with q=0). */
function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim() === coding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * A page with a fresh style nonce (docs/decisions/0016-style-nonce.md): the build left a placeholder in each
 * of its <style> elements and in the meta the app reads it from; the page's CSP allows only this nonce. So a
 * page is made per answer: compressed here (the build's .br/.gz twins hold the placeholder), no ETag (no two
 * answers are the same; the page is revalidated anyway).
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, template: string) {
  const nonce = randomBytes(16).toString('base64');
  const html = template.replaceAll(PAGE_NONCE_PLACEHOLDER, nonce);
  reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', pageContentSecurityPolicy(nonce))
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const acceptEncoding = request.headers['accept-encoding'];
  if (accepts(acceptEncoding, 'br')) {
    return reply.header('content-encoding', 'br').send(await brotli(html, BROTLI_OPTIONS));
  }
  if (accepts(acceptEncoding, 'gzip')) return reply.header('content-encoding', 'gzip').send(await gzip(html));
  return reply.send(html);
}

/** Serves the built web app at / with a fallback to its HTML pages for the app's own routes. */
async function webPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web build not found in ${options.distDir}; serving the API only`);
    return;
  }
  const pages = readPages(options.distDir);
  // Read once: a deploy replaces the build and restarts the process.
  const templates = new Map<string, string>();
  for (const file of new Set([pages.landing.file, pages.other])) {
    templates.set(file, fs.readFileSync(path.join(options.distDir, file), 'utf8'));
  }
  const templateFor = (pathname: string) =>
    templates.get(pages.landing.paths.includes(pathname) ? pages.landing.file : pages.other) ?? '';
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz twins (apps/web/scripts/compress-dist.mjs); sent when accepted.
    preCompressed: true,
    // The pages (and their twins) only through sendPage: as files they hold the placeholder, no nonce.
    allowedPath: (pathName) => !templates.has(pathName.replace(/^\//, '').replace(/\.(br|gz)$/, '')),
    setHeaders: (res, filePath) => {
      // Vite fingerprints everything under assets/, so those may be cached for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // The pages are revalidated every time so a new deploy's fingerprinted assets are picked up.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, templateFor('/')));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (request.url.startsWith('/api/') || !accept.includes('text/html')) {
      throw notFound(`No such endpoint: GET ${request.url.split('?')[0]}`);
    }
    return sendPage(request, reply, templateFor(request.url.split('?')[0] ?? '/'));
  });
}

export default fp(webPlugin, { name: 'web' });
