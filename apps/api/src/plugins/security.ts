import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers (strict same-origin CSP). The rate limiter is plugins/rate-limit.ts. */
async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
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
}

export default fp(securityPlugin, { name: 'security' });
