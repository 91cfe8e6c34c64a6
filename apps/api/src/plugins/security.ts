import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once: run per request (as @fastify/helmet
 * does), helmet builds its middleware and re-serialises the policy on every call.
 */
function securityHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    // X-Powered-By, which neither Node nor Fastify sets.
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  if (headers.length === 0) throw new Error('helmet set no header');
  return headers;
}

/**
 * Every answer's security headers (strict same-origin CSP), worked out once. The HTTP parser's own
 * refusals carry them too (plugins/client-errors.ts).
 */
export const SECURITY_HEADERS = securityHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The app has no <base> element, so none may be injected (ASVS V3.4.3).
      baseUri: ["'none'"],
      connectSrc: ["'self'"],
      // No blob: fonts: the Word preview renders without the fonts a document embeds (docx-preview's
      // ignoreFonts), so a student's file cannot bring fonts into the page.
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // blob: for the PDF preview: the web app fetches a document's bytes and shows them in an
      // <iframe src="blob:…"> (only the page's own script can make a blob: URL of this origin).
      frameSrc: ["'self'", 'blob:'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      // Stays 'none': Chromium's PDF viewer in a blob: iframe (whose document inherits this policy)
      // still loads under it (checked with Chromium 156, see docs/documents.md), and the app has no
      // <object>/<embed>.
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/** Security headers on every answer. The rate limiter is plugins/rate-limit.ts. */
async function securityPlugin(app: FastifyInstance) {
  // On the raw response, as helmet does: a route's own reply.header (the API docs' CSP) still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
}

export default fp(securityPlugin, { name: 'security' });
