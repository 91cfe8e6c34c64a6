import { PLATFORM_FEE, type TStaffStudentRow } from '@portal/contract';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { counsellingBookings, payments, studentProfiles, users } from '../../db/schema/index.ts';
import { containsPattern } from '../courses/index.ts';
import { progressDocumentsOf, toProgressDocuments, toStudentProfile } from '../profile/index.ts';
import type { TAccount } from '../students/index.ts';

/** The account when it is a student's, else undefined (unknown ids and staff look the same). */
export async function findStudentAccount(db: TDb, studentId: number): Promise<TAccount | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT')));
  return row;
}

/**
 * A mobile number as staff may type it: "+91 98765 43210" or "98765-43210" mean 9876543210.
 * Undefined when that is the query itself (no second condition needed).
 */
function mobileDigitsOf(q: string): string | undefined {
  const compact = q.replace(/[\s()-]/g, '');
  const digits = compact.startsWith('+91')
    ? compact.slice(3)
    : /^91\d{10}$/.test(compact)
      ? compact.slice(2)
      : compact;
  return digits && digits !== q ? digits : undefined;
}

/** Students only; q matches name, mobile number or reference id (case-insensitive substring). */
function whereOf(q: string | undefined): SQL | undefined {
  const isStudent = eq(users.role, 'STUDENT');
  if (!q) return isStudent;
  const pattern = containsPattern(q);
  const matches = [
    ilike(users.name, pattern),
    ilike(users.mobileNumber, pattern),
    ilike(users.referenceId, pattern),
  ];
  const digits = mobileDigitsOf(q);
  if (digits) matches.push(ilike(users.mobileNumber, containsPattern(digits)));
  return and(isStudent, or(...matches));
}

const hasBooking = (status: 'BOOKED' | 'COMPLETED') =>
  sql<boolean>`exists (select 1 from ${counsellingBookings} where ${counsellingBookings.studentId} = ${users.id} and ${counsellingBookings.status} = ${status})`;
const isPaid = sql<boolean>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.studentId} = ${users.id}), 0) >= ${PLATFORM_FEE.total}`;

export async function countStudents(db: TDb, q: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(whereOf(q));
  return Number(row?.total ?? 0);
}

/** One page of students, newest first, with their journey flags. */
export async function findStudentRows(
  db: TDb,
  q: string | undefined,
  offset: number,
  limit: number,
): Promise<TStaffStudentRow[]> {
  const rows = await db
    .select({
      account: users,
      profile: studentProfiles,
      documents: progressDocumentsOf(users.id),
      isCounsellingBooked: hasBooking('BOOKED'),
      isCounsellingCompleted: hasBooking('COMPLETED'),
      isPaid,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.studentId, users.id))
    .where(whereOf(q))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ account, profile, documents, ...flags }) => ({
    id: account.id,
    name: account.name,
    mobileNumber: account.mobileNumber,
    referenceId: account.referenceId,
    isEvent: account.isEvent,
    createdAt: account.createdAt.toISOString(),
    progressPercent: toStudentProfile({
      studentId: account.id,
      mobileNumber: account.mobileNumber,
      name: account.name,
      referenceId: account.referenceId,
      profile,
      documents: toProgressDocuments(documents),
    }).progressPercent,
    isCounsellingBooked: Boolean(flags.isCounsellingBooked),
    isCounsellingCompleted: Boolean(flags.isCounsellingCompleted),
    isPaid: Boolean(flags.isPaid),
    stage: account.stage as TStaffStudentRow['stage'],
    // Filled in by the assignment work of issue 14 (API helper).
    assignedCounsellor: null,
    lastActivityAt: account.lastActivityAt.toISOString(),
  }));
}
