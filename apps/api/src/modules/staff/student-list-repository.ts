import { PLATFORM_FEE, type TStaffStudentRow, type TStudentStage } from '@portal/contract';
import { count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { counsellingBookings, payments, studentProfiles, users } from '../../db/schema/index.ts';
import { progressDocumentsOf, toProgressDocuments, toStudentProfile } from '../profile/index.ts';
import { qualified } from './qualified.ts';

/**
 * Reads of the staff students list (GET /api/staff/students). A page is three small queries: a capped
 * count, the ids of the page, and the rows of those ids; none of them touches more than the page's
 * rows beyond what the count and the ordering need (bench/student-bench.ts measures them at 100,000).
 */

/** How many rows match, counting at most `cap` + 1 of them (a LIMIT under the count stops the scan). */
export async function countMatchesUpTo(db: TDb, where: SQL, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return Number(row?.total ?? 0);
}

export type TPageSlice = {
  where: SQL;
  sortColumn: typeof users.createdAt | typeof users.lastActivityAt;
  offset: number;
  limit: number;
};

/**
 * The page's ids in list order (sort column, then id, newest first). For a dense match the planner
 * walks the sort column's index and stops at the page; for a sparse one (`matchCount` small, from the
 * count) the matches are found by their own best index first and only they are sorted: the LIMIT in
 * the subquery keeps the planner from walking the whole sort index looking for rare rows.
 */
export async function findPageIds(db: TDb, slice: TPageSlice, matchCount?: number): Promise<number[]> {
  if (matchCount !== undefined) {
    const matches = db
      .select({ id: users.id, key: slice.sortColumn })
      .from(users)
      .where(slice.where)
      .limit(matchCount + 1)
      .as('matches');
    const rows = await db
      .select({ id: matches.id })
      .from(matches)
      .orderBy(desc(matches.key), desc(matches.id))
      .limit(slice.limit)
      .offset(slice.offset);
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(slice.where)
    .orderBy(desc(slice.sortColumn), desc(users.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return rows.map((row) => row.id);
}

const hasBooking = (status: 'BOOKED' | 'COMPLETED') =>
  sql<boolean>`exists (select 1 from ${counsellingBookings} where ${counsellingBookings.studentId} = ${qualified(users.id)} and ${counsellingBookings.status} = ${status})`;
const isPaid = sql<boolean>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.studentId} = ${qualified(users.id)}), 0) >= ${PLATFORM_FEE.total}`;
const counsellor = alias(users, 'counsellor');

/** The list rows of these students, in the order of `ids`. */
export async function findStudentRows(db: TDb, ids: readonly number[]): Promise<TStaffStudentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      account: users,
      profile: studentProfiles,
      documents: progressDocumentsOf(users.id),
      isCounsellingBooked: hasBooking('BOOKED'),
      isCounsellingCompleted: hasBooking('COMPLETED'),
      isPaid,
      counsellorName: counsellor.name,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.studentId, users.id))
    .leftJoin(counsellor, eq(counsellor.id, users.assignedCounsellorId))
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.account.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { account, profile, documents, counsellorName, ...flags } = row;
    return [
      {
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
        stage: account.stage as TStudentStage,
        assignedCounsellor:
          account.assignedCounsellorId === null
            ? null
            : { id: account.assignedCounsellorId, name: counsellorName ?? '' },
        lastActivityAt: account.lastActivityAt.toISOString(),
      },
    ];
  });
}

/** A student's counsellor as the detail shows it (null: not assigned). */
export async function findAssignedCounsellor(
  db: TDb,
  counsellorId: number | null,
): Promise<{ id: number; name: string } | null> {
  if (counsellorId === null) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, counsellorId));
  return row ?? { id: counsellorId, name: '' };
}
