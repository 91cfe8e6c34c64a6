import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeOperation } from '../lib/openapi-operations.ts';

/** Every tag a route may carry, with what it groups (a route with another tag fails its test). */
const TAGS = {
  health: 'Liveness and readiness, for load balancers.',
  auth: 'Sign-in by a code sent to a mobile number, sessions and log-out.',
  onboarding: "The student's first-run registration form.",
  courses: 'The course catalogue: search, filter, universities.',
  intakes: 'Intakes (launch dates) courses start in.',
  media: 'University logos and banners (public images).',
  shortlist: "The student's shortlisted courses.",
  profile: "The student's own profile and photo.",
  students: 'Student records as staff and students see them.',
  files: 'Signed, short-lived download links.',
  documents: "The student's documents, their versions and reviews.",
  events: 'Event codes and event registration.',
  counselling: 'Counselling topics, slots and bookings.',
  applications: 'Applications, offers and their documents.',
  staff: 'The staff console: students, applications, payments, audit, exports, accounts.',
  payments: "The student's payments.",
  'post-offer':
    'The journey after the unconditional offer: deposit, interviews, CAS / LOA / CoE, visa, pre-departure.',
  dashboard: "The student's dashboard.",
  notifications: 'The notification centre, notification settings and the delivery queue.',
  messages: "The student's message thread with the consultancy (staff reach it under staff).",
};

/** OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. */
async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Study-abroad admissions portal API',
        description:
          'Every call of the portal. Errors are `{status, message, debugMessage}`. The calls limited per ' +
          'client address send RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (IETF draft) and ' +
          'answer 429 with Retry-After once the limit is reached.',
        version: '1.0.0',
      },
      // Relative: the document describes the origin that serves it, whichever environment that is.
      // Not internal: the browser app calls this API, so it faces the internet.
      servers: [
        {
          url: '/',
          description: 'The portal serving this document (production, staging or local).',
          'x-internal': false,
        } as { url: string; description: string },
      ],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The session token POST /otp/verify answers. Checked as RFC8725 (JWT Best Current ' +
              'Practices) asks: HS256 with the server secret and no other algorithm ("none", other ' +
              'HMACs, keys or critical extensions are refused), signature first, exp required; log-out ' +
              'revokes it by its jti.',
          },
        },
      },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      return { ...result, schema: describeOperation(result.schema as Record<string, unknown>, input.route) };
    },
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
