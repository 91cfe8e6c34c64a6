import {
  STAFF_ACCOUNT_AUDIT_ACTIONS,
  STAFF_MESSAGES,
  type TPage,
  type TRole,
  type TStaffAuditEntry,
  type TStaffAuditPageQuery,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { countAudit, findAuditEntry, listAudit, recordAudit } from '../audit/index.ts';
import { findPeople } from '../students/index.ts';
import { holdsStaffNumber, maskStaffNumbers } from './audit-masking.ts';
import { requireStudent } from './staff-student-service.ts';

/** The entity type of the staff-account changes (added, role changed, disabled, re-enabled). */
const STAFF_ACCOUNT_ENTITY = 'STAFF_ACCOUNT';

type TAuditRow = Awaited<ReturnType<typeof listAudit>>[number];

/** The rows as the API shows them, each with who made it and whom it was about. */
async function toEntries(db: TDb, rows: TAuditRow[]): Promise<TStaffAuditEntry[]> {
  const accountOf = (row: TAuditRow) =>
    row.entityType === STAFF_ACCOUNT_ENTITY && row.entityId !== null ? row.entityId : null;
  const userIds = [
    ...new Set(
      rows.flatMap((row) => [row.actorId, row.studentId, accountOf(row)].filter((id) => id !== null)),
    ),
  ];
  const people = await findPeople(db, userIds);
  const personOf = new Map(people.map((person) => [person.id, person]));
  const staffAccountOf = (id: number | null) => {
    const person = id === null ? undefined : personOf.get(id);
    return person ? { id: person.id, name: person.name, role: person.role as TRole } : null;
  };
  return rows.map((row) => ({
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
    staffAccount: staffAccountOf(accountOf(row)),
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * GET /api/staff/audit: audit entries newest first, paged, optionally of one student, one staff member
 * and one action. Staff sign-in numbers are masked for every reader (audit-masking.ts).
 */
export async function listAuditPage(db: TDb, query: TStaffAuditPageQuery): Promise<TPage<TStaffAuditEntry>> {
  if (query.studentId !== undefined) await requireStudent(db, query.studentId);
  const filters = { studentId: query.studentId, actorId: query.actorId, action: query.action };
  const totalElements = await countAudit(db, filters);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const rows = offset < totalElements ? await listAudit(db, filters, offset, query.pageSize) : [];
  return {
    content: (await toEntries(db, rows)).map(maskStaffNumbers),
    page: query.pageNumber,
    size: query.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / query.pageSize),
  };
}

/**
 * GET /api/staff/audit/{auditId} (ADMIN): one entry as recorded, a staff member's number unmasked.
 * Opening one that holds a number is audited in the same transaction (who looked at whose number):
 * the number is what lets someone lock that member out, so its readers are on the record.
 */
export async function openAuditEntry(
  db: TDb,
  admin: TSessionUser,
  auditId: number,
): Promise<TStaffAuditEntry> {
  return db.transaction(async (tx) => {
    const row = await findAuditEntry(tx, auditId);
    if (!row) throw notFound(STAFF_MESSAGES.auditEntryNotFound);
    const [entry] = await toEntries(tx, [row]);
    if (!entry) throw notFound(STAFF_MESSAGES.auditEntryNotFound);
    if (holdsStaffNumber(row)) {
      await recordAudit(tx, {
        actor: admin,
        studentId: null,
        action: STAFF_ACCOUNT_AUDIT_ACTIONS.mobileNumberViewed,
        entityType: row.entityType,
        entityId: row.entityId,
        before: null,
        after: { auditId },
      });
    }
    return entry;
  });
}
