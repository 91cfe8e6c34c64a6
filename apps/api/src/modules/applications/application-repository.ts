import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STEP_BY_STATUS,
  LIMITS,
  type TApplicationStaffView,
  type TApplicationStatus,
  type TApplicationView,
} from '@portal/contract';
import { and, count, eq, ne, sql, TransactionRollbackError } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { lockApplicableEntry, markEntryApplied } from '../shortlist/index.ts';
import { refreshStudentStage } from '../students/index.ts';
import { applications } from './applications-tables.ts';
import { useGrant } from './extra-application-repository.ts';

export type TApplicationRow = typeof applications.$inferSelect;

/** Applications that still hold their course: all but the withdrawn ones (the unique index's predicate). */
const isLive = ne(applications.status, 'WITHDRAWN');

const statusOf = (row: TApplicationRow) => row.status as TApplicationStatus;

export function toApplicationView(row: TApplicationRow): TApplicationView {
  const status = statusOf(row);
  return {
    id: row.id,
    courseId: row.courseId,
    status,
    statusLabel: APPLICATION_STATUS_LABELS[status],
    step: APPLICATION_STEP_BY_STATUS[status],
  };
}

export function toStaffView(row: TApplicationRow): TApplicationStaffView {
  return {
    ...toApplicationView(row),
    studentId: row.studentId,
    hasConditionalOfferLetter: row.conditionalOfferFileId !== null,
    hasUnconditionalOfferLetter: row.unconditionalOfferFileId !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findApplication(
  db: TDb,
  applicationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TApplicationRow | undefined> {
  const query = db.select().from(applications).where(eq(applications.id, applicationId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** The student's application to a course that still holds it (a withdrawn one does not). */
export async function findApplicationOfCourse(
  db: TDb,
  studentId: number,
  courseId: number,
): Promise<TApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.studentId, studentId), eq(applications.courseId, courseId), isLive));
  return row;
}

/** How many times the student opted out of (withdrew an application to) the course. */
export async function countWithdrawals(db: TDb, studentId: number, courseId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(
      and(
        eq(applications.studentId, studentId),
        eq(applications.courseId, courseId),
        eq(applications.status, 'WITHDRAWN'),
      ),
    );
  return row?.total ?? 0;
}

/** Thrown inside the insert's transaction to roll it back: beyond the cap, and no grant left. */
class WithdrawalLimitReached extends Error {}

/**
 * Creates the application and marks its shortlist entry APPLIED in one transaction. Two racing
 * calls leave one application (the partial unique student+course index, withdrawn ones aside): the
 * loser gets the winner's row with `isNew` false. The shortlist entry is locked and checked in the
 * same transaction, so an entry removed or marked NOT_ELIGIBLE since the caller checked is not
 * applied to after all (`entryGone`). Its status then is kept on the application, for an opt-out.
 * A new application beyond the opt-out cap (LIMITS.withdrawalsPerCourseMax, counted again here)
 * takes the student's unused grant in the same transaction, or is rolled back (`limitReached`):
 * one grant lets exactly one application through, however the calls race.
 */
export async function insertApplication(
  db: TDb,
  values: { studentId: number; courseId: number; enrollmentId: number | null },
  /** Runs in the insert's transaction for a new application (its notifications commit with it). */
  onApplied: (tx: TDb, row: TApplicationRow) => Promise<void> = async () => {},
): Promise<{ row: TApplicationRow; isNew: boolean } | { entryGone: true } | { limitReached: true }> {
  try {
    return await db.transaction(async (tx) => {
      const entry = await lockApplicableEntry(tx, values.studentId, values.courseId);
      const [inserted] = await tx
        .insert(applications)
        .values({ ...values, status: 'APPLIED', shortlistStatusAtApply: entry?.status ?? null })
        .onConflictDoNothing({
          target: [applications.studentId, applications.courseId],
          where: sql`${applications.status} <> 'WITHDRAWN'`,
        })
        .returning();
      if (!inserted) {
        const existing = await findApplicationOfCourse(tx, values.studentId, values.courseId);
        if (!existing) throw new Error('application conflict without an existing row');
        return { row: existing, isNew: false };
      }
      if (!entry) return tx.rollback();
      const isBeyondCap =
        (await countWithdrawals(tx, values.studentId, values.courseId)) >= LIMITS.withdrawalsPerCourseMax;
      if (isBeyondCap) {
        const use = { ...values, applicationId: inserted.id, usedAt: inserted.createdAt };
        if (!(await useGrant(tx, use))) throw new WithdrawalLimitReached();
      }
      await markEntryApplied(tx, entry.id);
      await refreshStudentStage(tx, values.studentId);
      await onApplied(tx, inserted);
      return { row: inserted, isNew: true };
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return { entryGone: true };
    if (error instanceof WithdrawalLimitReached) return { limitReached: true };
    throw error;
  }
}

export async function updateApplication(
  db: TDb,
  applicationId: number,
  set: Partial<Pick<TApplicationRow, 'status' | 'conditionalOfferFileId' | 'unconditionalOfferFileId'>>,
): Promise<TApplicationRow> {
  const [row] = await db
    .update(applications)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(applications.id, applicationId))
    .returning();
  if (!row) throw new Error('application update returned nothing');
  return row;
}
