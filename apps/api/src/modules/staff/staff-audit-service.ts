import type { TRole, TStaffAuditEntry } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { listAudit } from '../audit/index.ts';
import { requireStudent } from './staff-student-service.ts';

/** GET /api/staff/audit?studentId=: the student's audit entries, newest first, with who made each. */
export async function listStudentAudit(db: TDb, studentId: number): Promise<TStaffAuditEntry[]> {
  await requireStudent(db, studentId);
  const rows = await listAudit(db, studentId);
  const actorIds = [...new Set(rows.map((row) => row.actorId))];
  const actors = actorIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, actorIds))
    : [];
  const nameOf = new Map(actors.map((actor) => [actor.id, actor.name]));
  return rows.map((row) => ({
    id: row.id,
    // The role the actor had when acting (as the token said), not the role it has now.
    actor: { id: row.actorId, role: row.actorRole as TRole, name: nameOf.get(row.actorId) ?? '' },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}
