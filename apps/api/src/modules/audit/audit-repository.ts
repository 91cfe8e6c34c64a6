import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { TSessionUser } from '../../lib/session-user.ts';

export type TAuditEntry = {
  actor: TSessionUser;
  studentId: number;
  /** What happened, e.g. DOCUMENT_STATUS_CHANGED, PAYMENT_RECORDED. */
  action: string;
  entityType: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
};

/** Records one staff change; call it inside the transaction of the change itself. */
export async function recordAudit(db: TDb, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorRole: entry.actor.role,
    studentId: entry.studentId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(db: TDb, studentId: number, limit = 500) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.studentId, studentId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
