import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. */
async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Study-abroad admissions portal API',
        description: 'Every call of the portal. Errors are `{status, message, debugMessage}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own CSP (with hashes for its inline bits), held to ours: same origin only, no
    // external validator, not framable, no <base> (the UI has none, as the app has none), and no
    // HTTPS upgrade that would break plain-HTTP localhost.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("base-uri 'self'", "base-uri 'none'")
        .replace(' validator.swagger.io', '')
        .replaceAll(' https:', '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(' upgrade-insecure-requests;', ''),
    validatorUrl: false,
  });
}

export default fp(swaggerPlugin, { name: 'swagger' });
