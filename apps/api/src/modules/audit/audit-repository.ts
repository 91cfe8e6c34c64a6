import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { auditLog } from './audit-tables.ts';

export type TAuditEntry = {
  actor: TSessionUser;
  /** The student the change is about; null for changes to staff accounts. */
  studentId: number | null;
  /** What happened, e.g. DOCUMENT_STATUS_CHANGED, PAYMENT_RECORDED. */
  action: string;
  entityType: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
};

const rowOf = (entry: TAuditEntry) => ({
  actorId: entry.actor.id,
  actorRole: entry.actor.role,
  studentId: entry.studentId,
  action: entry.action,
  entityType: entry.entityType,
  entityId: entry.entityId,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** Records one staff change; call it inside the transaction of the change itself. */
export async function recordAudit(db: TDb, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(entry));
}

/** Several entries in one insert (one change touching many rows: a counsellor's students reassigned). */
export async function recordAudits(db: TDb, entries: readonly TAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(rowOf));
}

export type TAuditFilters = { studentId?: number; actorId?: number; action?: string };

function whereOf(filters: TAuditFilters): SQL | undefined {
  return and(
    filters.studentId === undefined ? undefined : eq(auditLog.studentId, filters.studentId),
    filters.actorId === undefined ? undefined : eq(auditLog.actorId, filters.actorId),
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
  );
}

export async function countAudit(db: TDb, filters: TAuditFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(whereOf(filters));
  return Number(row?.total ?? 0);
}

/** Newest first (by id: the order the changes committed in). */
export async function listAudit(db: TDb, filters: TAuditFilters, offset = 0, limit = 500) {
  return db
    .select()
    .from(auditLog)
    .where(whereOf(filters))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

/** One entry by id, or undefined. */
export async function findAuditEntry(db: TDb, id: number) {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
  return row;
}
