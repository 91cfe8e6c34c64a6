import type { TDocumentStatus } from '@portal/contract';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { studentDocuments } from '../documents/documents-tables.ts';

/** A student's document as the journey reads it. */
export type TJourneyDocument = {
  id: number;
  type: string;
  name: string;
  status: TDocumentStatus;
  remarks: string;
  applicationId: number | null;
  updatedAt: Date;
};

const columns = {
  id: studentDocuments.id,
  type: studentDocuments.type,
  name: studentDocuments.name,
  status: studentDocuments.status,
  remarks: studentDocuments.remarks,
  applicationId: studentDocuments.applicationId,
  updatedAt: studentDocuments.updatedAt,
};

/** The student's profile documents and the journey documents of this application, newest first. */
export async function findApplicationDocuments(
  db: TDb,
  studentId: number,
  applicationId: number,
): Promise<TJourneyDocument[]> {
  const rows = await db
    .select(columns)
    .from(studentDocuments)
    .where(
      and(
        eq(studentDocuments.studentId, studentId),
        or(eq(studentDocuments.applicationId, applicationId), isNull(studentDocuments.applicationId)),
      ),
    )
    .orderBy(desc(studentDocuments.updatedAt), desc(studentDocuments.id));
  return rows.map((row) => ({ ...row, status: row.status as TDocumentStatus }));
}

/** Which of these ids are documents of the student (any of theirs). */
export async function findStudentDocumentIds(db: TDb, studentId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: studentDocuments.id })
    .from(studentDocuments)
    .where(and(eq(studentDocuments.studentId, studentId), inArray(studentDocuments.id, ids)));
  return rows.map((row) => row.id);
}
