import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { TApiError } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers (strict same-origin CSP) and the rate limiter routes opt into. */
async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const error: TApiError = {
        status: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please wait and try again.',
        debugMessage: `Too many requests from this network. Try again in ${seconds} seconds.`,
      };
      return Object.assign(new Error(error.debugMessage), { statusCode: context.statusCode, ...error });
    },
  });
}

export default fp(securityPlugin, { name: 'security' });
