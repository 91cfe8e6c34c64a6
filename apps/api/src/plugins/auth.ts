import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, sessionExpired } from '../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../lib/session-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: TSessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid, unrevoked Bearer token is required; sets request.user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: as authenticate, and the role must be COUNSELLOR or ADMIN. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): TSessionUser {
  if (!request.user) throw sessionExpired('Sign in first');
  return request.user;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);

  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw sessionExpired('Missing Bearer token');
    request.user = await app.tokens.verify(match[1]);
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await authenticate(request);
    if (!isStaff(currentUser(request))) throw forbidden('Only counsellors and admins can do that.');
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
