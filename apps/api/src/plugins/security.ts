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

/** The portal's CSP. Pages of the web app add their style nonce (pageContentSecurityPolicy). */
const DIRECTIVES = {
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
  // No inline styles in an API answer; a page's own policy allows its nonce (below).
  styleSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
};

const OTHER_HEADERS: HelmetOptions = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * Every answer's security headers (strict same-origin CSP), worked out once. The HTTP parser's own
 * refusals carry them too (plugins/client-errors.ts).
 */
export const SECURITY_HEADERS = securityHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
  ...OTHER_HEADERS,
});

const NONCE_SLOT = 'NONCE-SLOT';

/**
 * The CSP of a web app page (plugins/web.ts), with the page's fresh nonce
 * (docs/decisions/0016-style-nonce.md):
 * - style-src-elem: only the <style> elements that carry the nonce (Mantine's theme variables, global
 *   classes and responsive style props, the photo cropper's and the Word preview's styles; the
 *   app passes the nonce on, apps/web lib/style-nonce.ts), so an injected <style> is refused.
 * - style-src-attr 'unsafe-inline': the prerendered pages' HTML carries Mantine's style attributes
 *   (its CSS variables per component), and the Word preview sets some with setAttribute. A style
 *   attribute styles only its own element (no selectors), and what it could fetch is held by
 *   img-src/font-src 'self' (security.md, "Headers").
 * - style-src with the nonce for browsers without the CSP3 -elem/-attr directives.
 */
const PAGE_POLICY = (() => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...DIRECTIVES,
        styleSrc: ["'self'", `'nonce-${NONCE_SLOT}'`],
        styleSrcElem: ["'self'", `'nonce-${NONCE_SLOT}'`],
        styleSrcAttr: ["'unsafe-inline'"],
      },
    },
    ...OTHER_HEADERS,
  });
  const policy = headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  if (!policy) throw new Error('helmet set no Content-Security-Policy');
  return policy;
})();

export const pageContentSecurityPolicy = (nonce: string) => PAGE_POLICY.replaceAll(NONCE_SLOT, nonce);

/** Security headers on every answer. The rate limiter is plugins/rate-limit.ts. */
async function securityPlugin(app: FastifyInstance) {
  // On the raw response, as helmet does: a route's own reply.header (the API docs' CSP) still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
}

export default fp(securityPlugin, { name: 'security' });
