import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, users } from '../../src/schema/index.ts';

/** What the staff-accounts tests share: one call helper and readers of what a call left behind. */
export const send = (
  app: FastifyInstance,
  who: { headers: { authorization: string } } | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

export async function userRow(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The audit entries about one entity (a staff account or a student), oldest first. */
export const auditOf = (app: FastifyInstance, entityType: string, entityId: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(asc(auditLog.id))
    .then((rows) => rows.filter((row) => row.entityType === entityType));

/** Every staff row and the whole audit log: what a refused call must leave as it was. */
export const teamSnapshot = async (app: FastifyInstance) => ({
  users: await app.db.select().from(users).orderBy(asc(users.id)),
  audit: await app.db.select().from(auditLog).orderBy(asc(auditLog.id)),
});

/** Gives a test account a name (createSignedInUser names them "Test ROLE"). */
export const rename = (app: FastifyInstance, id: number, name: string) =>
  app.db.update(users).set({ name }).where(eq(users.id, id));
