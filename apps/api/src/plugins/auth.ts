import { STAFF_ACCOUNT_MESSAGES } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, sessionExpired } from '../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../lib/session-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: TSessionUser | null;
  }
  interface FastifyInstance {
    /**
     * preHandler: a valid, unrevoked Bearer token of an existing, enabled account is required; sets
     * request.user with the account's current role (not the token's), checked from the session state
     * every instance keeps in memory (lib/session-state.ts), so without a query.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * As authenticate, for calls a page makes on its own in the background (the bell's unread count every
     * 15 s): they do not count as the student's activity, which staff sort and filter by.
     */
    authenticateBackground: (request: FastifyRequest) => Promise<void>;
    /** preHandler: as authenticate, and the role must be COUNSELLOR or ADMIN. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** preHandler: as requireStaff, and the role must be ADMIN. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): TSessionUser {
  if (!request.user) throw sessionExpired('Sign in first');
  return request.user;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);

  const authenticateWith = (noteActivity: boolean) => async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw sessionExpired('Missing Bearer token');
    request.user = await app.tokens.verify(match[1], { noteActivity });
  };
  const authenticate = authenticateWith(true);
  app.decorate('authenticate', authenticate);
  app.decorate('authenticateBackground', authenticateWith(false));
  const requireStaff = async (request: FastifyRequest) => {
    await authenticate(request);
    if (!isStaff(currentUser(request))) throw forbidden('Only counsellors and admins can do that.');
  };
  app.decorate('requireStaff', requireStaff);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireStaff(request);
    if (currentUser(request).role !== 'ADMIN') throw forbidden(STAFF_ACCOUNT_MESSAGES.adminOnly);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
