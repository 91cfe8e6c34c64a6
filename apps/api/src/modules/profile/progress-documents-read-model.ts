import { ZDocumentStatus, ZDocumentType } from '@portal/contract';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { studentDocuments } from '../documents/documents-tables.ts';
import type { TProgressDocument } from './progress.ts';

/**
 * The student's current documents (type and status) as a column of the query that reads the account, so
 * a profile read stays one round trip and the staff list one query per page. The subquery uses the
 * (student_id, type) unique index. json, not an array: node-postgres and PGlite both parse it the same.
 */
export const progressDocumentsOf = (studentId: AnyColumn): SQL<unknown> =>
  sql`(select coalesce(json_agg(json_build_object('type', ${studentDocuments.type}, 'status', ${studentDocuments.status})), '[]'::json) from ${studentDocuments} where ${eq(studentDocuments.studentId, studentId)})`;

/** Rows with a type or status the contract does not know (none expected) are left out. */
export function toProgressDocuments(value: unknown): TProgressDocument[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: { type?: unknown; status?: unknown } | null) => {
    const type = ZDocumentType.safeParse(row?.type);
    const status = ZDocumentStatus.safeParse(row?.status);
    return type.success && status.success ? [{ type: type.data, status: status.data }] : [];
  });
}
