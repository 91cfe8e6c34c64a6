import type { TPage, TRole, TStaffAuditEntry, TStaffAuditPageQuery } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { countAudit, listAudit } from '../audit/index.ts';
import { requireStudent } from './staff-student-service.ts';

/**
 * GET /api/staff/audit: audit entries newest first, paged, optionally of one student, one staff member
 * and one action, each with who made it and whom it was about.
 */
export async function listAuditPage(db: TDb, query: TStaffAuditPageQuery): Promise<TPage<TStaffAuditEntry>> {
  if (query.studentId !== undefined) await requireStudent(db, query.studentId);
  const filters = { studentId: query.studentId, actorId: query.actorId, action: query.action };
  const totalElements = await countAudit(db, filters);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const rows = offset < totalElements ? await listAudit(db, filters, offset, query.pageSize) : [];
  const userIds = [
    ...new Set(rows.flatMap((row) => [row.actorId, ...(row.studentId ? [row.studentId] : [])])),
  ];
  const people = userIds.length
    ? await db
        .select({ id: users.id, name: users.name, referenceId: users.referenceId })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const personOf = new Map(people.map((person) => [person.id, person]));
  const content = rows.map((row) => ({
    id: row.id,
    // The role the actor had when acting, not the role it has now.
    actor: { id: row.actorId, role: row.actorRole as TRole, name: personOf.get(row.actorId)?.name ?? '' },
    student:
      row.studentId === null
        ? null
        : {
            id: row.studentId,
            name: personOf.get(row.studentId)?.name ?? '',
            referenceId: personOf.get(row.studentId)?.referenceId ?? '',
          },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    content,
    page: query.pageNumber,
    size: query.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / query.pageSize),
  };
}
