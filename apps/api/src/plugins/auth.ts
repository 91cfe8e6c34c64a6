import { STAFF_ROLES } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, sessionExpired } from '../lib/app-error.ts';
import type { TSessionUser } from '../modules/auth/token-service.ts';

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

export const isStaff = (user: TSessionUser) => (STAFF_ROLES as readonly string[]).includes(user.role);

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): TSessionUser {
  if (!request.user) throw sessionExpired('Sign in first');
  return request.user;
}

/** A student may act only on itself; staff on anyone. */
export function assertSelfOrStaff(user: TSessionUser, studentId: number): void {
  if (user.id !== studentId && !isStaff(user)) throw forbidden();
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
