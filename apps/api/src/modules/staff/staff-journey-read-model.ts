import {
  APPLICATION_STEP_BY_STATUS,
  LIMITS,
  PLATFORM_FEE,
  receiptNumberOf,
  type TApplicationStatus,
  type TPaymentMode,
  type TStaffPaymentSummary,
  type TStaffStudentDetail,
} from '@portal/contract';
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { applications } from '../applications/applications-tables.ts';
import { courses, universities } from '../courses/courses-tables.ts';
import { studentDocuments } from '../documents/documents-tables.ts';
import { listPaymentsOf, summarisePayments } from '../payments/index.ts';
import { users } from '../students/students-tables.ts';

/**
 * Reads of the journey tables for the staff views. The documents and applications tables are read
 * here directly (their own modules are written separately); every row is mapped to the contract.
 */

/** The fee, what was received (oldest first) and whether it is paid (§9: 4,956 with GST). */
export async function readPaymentSummary(db: TDb, studentId: number): Promise<TStaffPaymentSummary> {
  const rows = await listPaymentsOf(db, studentId);
  const summary = summarisePayments(rows);
  const recorderIds = [...new Set(rows.map((row) => row.recordedBy))];
  const recorders = recorderIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, recorderIds))
    : [];
  const nameOf = new Map(recorders.map((recorder) => [recorder.id, recorder.name]));
  return {
    ...summary,
    totalPaid: summary.paidAmount,
    outstanding: Math.max(0, PLATFORM_FEE.total - summary.paidAmount),
    payments: rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      mode: row.mode as TPaymentMode,
      reference: row.reference,
      recordedBy: row.recordedBy,
      recordedByName: nameOf.get(row.recordedBy) ?? '',
      receiptNumber: receiptNumberOf(row.id, row.createdAt),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * The current version of each of the student's profile documents, in upload order (an application's
 * journey documents show in its "After the offer" panel).
 */
export async function listDocuments(db: TDb, studentId: number): Promise<TStaffStudentDetail['documents']> {
  const rows = await db
    .select()
    .from(studentDocuments)
    .where(and(eq(studentDocuments.studentId, studentId), isNull(studentDocuments.applicationId)))
    .orderBy(asc(studentDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type as TStaffStudentDetail['documents'][number]['type'],
    status: row.status as TStaffStudentDetail['documents'][number]['status'],
    remarks: row.remarks,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listApplications(
  db: TDb,
  studentId: number,
): Promise<TStaffStudentDetail['applications']> {
  const rows = await db
    .select({ application: applications, courseName: courses.name, universityName: universities.name })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(eq(applications.studentId, studentId))
    .orderBy(desc(applications.id));
  return rows.map(({ application, courseName, universityName }) => {
    const status = application.status as TApplicationStatus;
    return {
      id: application.id,
      courseId: application.courseId,
      courseName,
      universityName,
      status,
      step: APPLICATION_STEP_BY_STATUS[status] ?? LIMITS.appliedStep,
      hasConditionalOfferLetter: application.conditionalOfferFileId !== null,
      hasUnconditionalOfferLetter: application.unconditionalOfferFileId !== null,
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
    };
  });
}

/** Whether the student applied to the course; an application opted out of (WITHDRAWN) does not count. */
export async function hasApplicationFor(db: TDb, studentId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.studentId, studentId),
        eq(applications.courseId, courseId),
        ne(applications.status, 'WITHDRAWN'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
