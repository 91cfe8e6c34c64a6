import { UPLOAD_QUOTA_MESSAGES, UPLOAD_QUOTAS } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { conflict, tooManyRequests } from '../../lib/app-error.ts';
import { countHit } from '../../plugins/rate-limit.ts';

/** pg_advisory_xact_lock class of the per-student upload lock (other classes: counselling, otp). */
const UPLOAD_LOCK_CLASS = 16_002;
const MINUTE_MS = 60_000;

/**
 * Taken first in a student's own upload transaction: that student's uploads then run one at a time
 * up to their commit, so two parallel uploads cannot both see room that only one of them has.
 */
export async function lockStudentUploads(tx: TDb, studentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}::int4, ${studentId}::int4)`);
}

/**
 * A student's own upload, last in the transaction that stores it (under lockStudentUploads), so
 * an upload refused for another reason (a full portfolio, a withdrawn application) is not counted
 * and versions pruned for it no longer count: at most UPLOAD_QUOTAS.uploadsPerMinute a minute (429)
 * and totalBytesPerStudent in all, this file included (409). The minute's count lives in the
 * database, so it holds across instances; a refused or failed upload rolls its hit back.
 */
export async function checkUploadQuota(tx: TDb, input: { studentId: number; now: Date }): Promise<void> {
  const { hits, resetAt } = await countHit(tx, `upload|student:${input.studentId}`, input.now, MINUTE_MS);
  if (hits > UPLOAD_QUOTAS.uploadsPerMinute) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - input.now.getTime()) / 1000));
    throw tooManyRequests(UPLOAD_QUOTA_MESSAGES.tooManyPerMinute(seconds));
  }
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)::text` })
    .from(storedFiles)
    .where(and(eq(storedFiles.studentId, input.studentId), eq(storedFiles.uploadedBy, input.studentId)));
  if (Number(row?.total ?? 0) > UPLOAD_QUOTAS.totalBytesPerStudent) {
    throw conflict(UPLOAD_QUOTA_MESSAGES.totalBytesReached);
  }
}
