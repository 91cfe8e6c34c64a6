import {
  APPLICATION_STATUSES_WAITING_ON_STAFF,
  clip,
  MESSAGE_LIMITS,
  PLATFORM_FEE,
  type TApplicationStatus,
  type TDocumentType,
  type TStaffQueue,
} from '@portal/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { applications } from '../applications/applications-tables.ts';
import { counsellingBookings } from '../counselling/counselling-tables.ts';
import { courses, universities } from '../courses/courses-tables.ts';
import { studentDocuments } from '../documents/documents-tables.ts';
import { storedFiles } from '../files/files-tables.ts';
import { messages, messageThreads } from '../messages/messages-tables.ts';
import { payments } from '../payments/payments-tables.ts';
import { users } from '../students/students-tables.ts';
import { qualified } from './qualified.ts';

/**
 * The work queue's lists (GET /api/staff/queue). `counsellorId` limits each to the students
 * assigned to that counsellor ("my students"). Each list reads its page first (at most `limit` rows,
 * by an index where one fits) and joins names only for those rows; its total is a separate count.
 */
type TQueue = TStaffQueue;
const student = { studentId: users.id, studentName: users.name, referenceId: users.referenceId };
const whose = (counsellorId: number | undefined): SQL | undefined =>
  counsellorId === undefined ? undefined : eq(users.assignedCounsellorId, counsellorId);

/** Whether any student (of the counsellor, or at all) had a session held. */
export async function hasAnyoneBeenCounselled(db: TDb, counsellorId: number | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: counsellingBookings.id })
    .from(counsellingBookings)
    .innerJoin(users, eq(users.id, counsellingBookings.studentId))
    .where(and(eq(counsellingBookings.status, 'COMPLETED'), whose(counsellorId)))
    .limit(1);
  return row !== undefined;
}

/** The sessions (booked or held) of the given India dates, by date and time. Bounded by the slots' capacity. */
export async function listSessions(
  db: TDb,
  dates: readonly string[],
  counsellorId: number | undefined,
): Promise<TQueue['sessions']> {
  const rows = await db
    .select({ ...student, booking: counsellingBookings })
    .from(counsellingBookings)
    .innerJoin(users, eq(users.id, counsellingBookings.studentId))
    .where(
      and(
        inArray(counsellingBookings.date, [...dates]),
        inArray(counsellingBookings.status, ['BOOKED', 'COMPLETED']),
        whose(counsellorId),
      ),
    )
    .orderBy(asc(counsellingBookings.date), asc(counsellingBookings.time), asc(counsellingBookings.id));
  return rows.map(({ booking, ...ref }) => ({
    ...ref,
    bookingId: booking.id,
    date: booking.date,
    time: booking.time,
    topics: booking.topics,
    status: booking.status as 'BOOKED' | 'COMPLETED',
  }));
}

/**
 * Profile documents waiting for a verdict, the longest-waiting upload (of the current version) first. An
 * application's journey documents (a deposit receipt, a CAS) are reviewed in its "After the offer" panel.
 */
export async function listDocumentsToReview(
  db: TDb,
  counsellorId: number | undefined,
  limit: number,
): Promise<TQueue['documentsToReview']> {
  const where = and(
    eq(studentDocuments.status, 'UPLOADED'),
    isNull(studentDocuments.applicationId),
    whose(counsellorId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...student, document: studentDocuments, uploadedAt: storedFiles.createdAt })
      .from(studentDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, studentDocuments.currentFileId))
      .innerJoin(users, eq(users.id, studentDocuments.studentId))
      .where(where)
      .orderBy(asc(storedFiles.createdAt), asc(studentDocuments.id))
      .limit(limit),
    db
      .select({ total: count() })
      .from(studentDocuments)
      .innerJoin(users, eq(users.id, studentDocuments.studentId))
      .where(where),
  ]);
  return {
    items: rows.map(({ document, uploadedAt, ...ref }) => ({
      ...ref,
      documentId: document.id,
      type: document.type as TDocumentType,
      name: document.name,
      uploadedAt: uploadedAt.toISOString(),
    })),
    total: Number(total?.total ?? 0),
  };
}

/**
 * Students counselled but not paid in full, most recent activity first (a fresh lead on top). That is
 * exactly stage COUNSELLED: a held session, the fee not paid, and no application (applying needs the
 * fee paid, and payments are never taken back), so the stage index finds them.
 */
export async function listCounselledNotPaid(
  db: TDb,
  counsellorId: number | undefined,
  limit: number,
): Promise<TQueue['counselledNotPaid']> {
  const where = and(eq(users.role, 'STUDENT'), eq(users.stage, 'COUNSELLED'), whose(counsellorId));
  const counselledAt = sql<Date | null>`(select max(${counsellingBookings.completedAt}) from ${counsellingBookings} where ${counsellingBookings.studentId} = ${qualified(users.id)} and ${counsellingBookings.status} = 'COMPLETED')`;
  const paid = sql<number>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.studentId} = ${qualified(users.id)}), 0)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...student, counselledAt, paidAmount: paid.mapWith(Number) })
      .from(users)
      .where(where)
      .orderBy(desc(users.lastActivityAt), desc(users.id))
      .limit(limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(({ counselledAt: at, paidAmount, ...ref }) => ({
      ...ref,
      counselledAt: at ? new Date(at).toISOString() : '',
      paidAmount,
      outstanding: Math.max(0, PLATFORM_FEE.total - paidAmount),
    })),
    total: Number(total?.total ?? 0),
  };
}

/**
 * Applications where the consultancy has the next move, the longest-unchanged first. Each status is
 * read on its own, walking the (status, updated_at) index to its first `limit` rows, and the three
 * short lists are merged: one query over all three would sort every waiting application.
 */
export async function listApplicationsWaiting(
  db: TDb,
  counsellorId: number | undefined,
  limit: number,
): Promise<TQueue['applicationsWaiting']> {
  const oldestOf = (status: TApplicationStatus) =>
    db
      .select({
        ...student,
        application: applications,
        courseName: courses.name,
        universityName: universities.name,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.studentId))
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .innerJoin(universities, eq(universities.id, courses.universityId))
      .where(and(eq(applications.status, status), whose(counsellorId)))
      .orderBy(asc(applications.updatedAt), asc(applications.id))
      .limit(limit);
  const counted = db
    .select({ total: count() })
    .from(applications)
    .where(inArray(applications.status, [...APPLICATION_STATUSES_WAITING_ON_STAFF]))
    .$dynamic();
  const [lists, [total]] = await Promise.all([
    Promise.all(APPLICATION_STATUSES_WAITING_ON_STAFF.map(oldestOf)),
    counsellorId === undefined
      ? counted
      : counted.innerJoin(users, and(eq(users.id, applications.studentId), whose(counsellorId))),
  ]);
  const rows = lists
    .flat()
    .sort(
      (a, b) =>
        a.application.updatedAt.getTime() - b.application.updatedAt.getTime() ||
        a.application.id - b.application.id,
    )
    .slice(0, limit);
  return {
    items: rows.map(({ application, ...rest }) => ({
      ...rest,
      applicationId: application.id,
      status: application.status as TApplicationStatus,
      updatedAt: application.updatedAt.toISOString(),
    })),
    total: Number(total?.total ?? 0),
  };
}

const counsellors = alias(users, 'counsellor');

/** A preview of a message: its words on one line, at most MESSAGE_LIMITS.previewMax characters. */
export const previewOf = (body: string) => clip(body.replace(/\s+/g, ' ').trim(), MESSAGE_LIMITS.previewMax);

/**
 * Threads whose latest student messages no staff member has answered, the longest-waiting first (the
 * partial index on awaiting_reply_since), each with a preview of the latest student message.
 */
export async function listUnansweredMessages(
  db: TDb,
  counsellorId: number | undefined,
  limit: number,
): Promise<NonNullable<TQueue['unansweredMessages']>> {
  const where = and(isNotNull(messageThreads.awaitingReplySince), whose(counsellorId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...student,
        waitingSince: messageThreads.awaitingReplySince,
        // Enough of the text for a preview; the whole message may be 2,000 characters.
        head: sql<string | null>`left(${messages.body}, ${MESSAGE_LIMITS.previewMax * 4})`,
        fileId: messages.attachmentFileId,
        counsellorId: counsellors.id,
        counsellorName: counsellors.name,
      })
      .from(messageThreads)
      .innerJoin(users, eq(users.id, messageThreads.studentId))
      .leftJoin(messages, eq(messages.id, messageThreads.lastStudentMessageId))
      .leftJoin(counsellors, eq(counsellors.id, users.assignedCounsellorId))
      .where(where)
      .orderBy(asc(messageThreads.awaitingReplySince), asc(messageThreads.studentId))
      .limit(limit),
    db
      .select({ total: count() })
      .from(messageThreads)
      .innerJoin(users, eq(users.id, messageThreads.studentId))
      .where(where),
  ]);
  return {
    items: rows.map(({ waitingSince, head, fileId, counsellorId: id, counsellorName, ...ref }) => ({
      ...ref,
      waitingSince: waitingSince?.toISOString() ?? '',
      preview: previewOf(head ?? ''),
      hasAttachment: fileId !== null,
      counsellor: id === null ? null : { id, name: counsellorName ?? '' },
    })),
    total: Number(total?.total ?? 0),
  };
}
