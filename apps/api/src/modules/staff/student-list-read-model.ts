import {
  PLATFORM_FEE,
  type TListedCounsellor,
  type TStaffStudentRow,
  type TStudentStage,
} from '@portal/contract';
import { count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { counsellingBookings } from '../counselling/counselling-tables.ts';
import { payments } from '../payments/payments-tables.ts';
import { progressDocumentsOf, toProgressDocuments, toStudentProfile } from '../profile/index.ts';
import { studentProfiles } from '../profile/profile-tables.ts';
import { users } from '../students/students-tables.ts';
import { qualified } from './qualified.ts';

/**
 * Reads of the staff students list (GET /api/staff/students): a probe of the first matches, for a dense
 * match a capped count and a walk of the sort index, then the rows of the page's ids (bench/student-bench.ts
 * measures them at 100,000 students).
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
 * The first query of every page: up to `max` + 1 matches, found by whatever index suits the filters
 * (the trigram index for q, the stage or counsellor index), with their number and the page's ids
 * sorted from among them. When there are at most `max`, that number is the exact total and the page
 * is right; more means a dense match, for which the caller counts (capped) and walks the sort index.
 * The LIMIT inside the CTE keeps the planner from walking the whole sort index for rare rows, and the
 * join on true answers the total even for a page past the end.
 */
export async function probePage(
  db: TDb,
  slice: TPageSlice,
  max: number,
): Promise<{ total: number; ids: number[] }> {
  const result = await db.execute(sql`
    with matches as (
      select ${users.id} as id, ${slice.sortColumn} as key from ${users} where ${slice.where} limit ${max + 1}
    )
    select (select count(*) from matches)::int as total, page.id
    from (select 1) as one
    left join (
      select id from matches order by key desc, id desc limit ${slice.limit} offset ${slice.offset}
    ) as page on true`);
  const rows = (result as unknown as { rows: { total: number; id: number | null }[] }).rows;
  return {
    total: Number(rows[0]?.total ?? 0),
    ids: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
  };
}

/** The page's ids of a dense match: the sort column's index is walked until the page is read. */
export async function walkPageIds(db: TDb, slice: TPageSlice): Promise<number[]> {
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
      counsellorDisabledAt: counsellor.disabledAt,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.studentId, users.id))
    .leftJoin(counsellor, eq(counsellor.id, users.assignedCounsellorId))
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.account.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { account, profile, documents, counsellorName, counsellorDisabledAt, ...flags } = row;
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
            : {
                id: account.assignedCounsellorId,
                name: counsellorName ?? '',
                isDisabled: counsellorDisabledAt !== null,
              },
        lastActivityAt: account.lastActivityAt.toISOString(),
      },
    ];
  });
}

/** A student's counsellor as the detail shows it (null: not assigned). */
export async function findAssignedCounsellor(
  db: TDb,
  counsellorId: number | null,
): Promise<TListedCounsellor> {
  if (counsellorId === null) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, counsellorId));
  return row
    ? { id: row.id, name: row.name, isDisabled: row.disabledAt !== null }
    : { id: counsellorId, name: '', isDisabled: false };
}
