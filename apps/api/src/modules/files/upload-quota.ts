import { UPLOAD_QUOTA_MESSAGES, UPLOAD_QUOTAS } from '@portal/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { rateLimitHits } from '../../db/platform-tables.ts';
import { conflict, tooManyRequests } from '../../lib/app-error.ts';
import { countHit } from '../../plugins/rate-limit.ts';
import { storedFiles } from './files-tables.ts';

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

/** Multipart framing around the file: at most 12 parts with 1,000-byte fields and their headers. */
export const MAX_FORM_OVERHEAD_BYTES = 64 * 1024;

const retryAfterSeconds = (resetAt: Date, now: Date) =>
  Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

/**
 * A cheap read-only look at the same quotas before an upload takes a slot or a byte is read, so a
 * student already past one cannot keep streaming 10 MB bodies only to be refused at the end. It
 * counts nothing and takes no lock: checkUploadQuota, in the storing transaction, stays the
 * authoritative check. `contentLength` (when sent) minus the form's framing is a floor on the
 * file's size, so a body that cannot fit the allowance is refused too; the total is not looked at
 * for an upload that does not count toward it (`checkTotalBytes: false`, the profile photo).
 */
export async function precheckUploadQuota(
  db: TDb,
  input: { studentId: number; now: Date; contentLength?: number; checkTotalBytes: boolean },
): Promise<void> {
  const [minute] = await db
    .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, uploadKey(input.studentId)), gt(rateLimitHits.resetAt, input.now)));
  if (minute && minute.hits >= UPLOAD_QUOTAS.uploadsPerMinute) {
    throw tooManyRequests(
      UPLOAD_QUOTA_MESSAGES.tooManyPerMinute(retryAfterSeconds(new Date(minute.resetAt), input.now)),
    );
  }
  if (!input.checkTotalBytes) return;
  const fileAtLeast = Math.max(1, (input.contentLength ?? 0) - MAX_FORM_OVERHEAD_BYTES);
  if ((await totalBytesOf(db, input.studentId)) + fileAtLeast > UPLOAD_QUOTAS.totalBytesPerStudent) {
    throw conflict(UPLOAD_QUOTA_MESSAGES.totalBytesReached);
  }
}

const uploadKey = (studentId: number) => `upload|student:${studentId}`;

async function totalBytesOf(db: TDb, studentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)::text` })
    .from(storedFiles)
    .where(and(eq(storedFiles.studentId, studentId), eq(storedFiles.uploadedBy, studentId)));
  return Number(row?.total ?? 0);
}

/**
 * A student's own upload, last in the transaction that stores it (under lockStudentUploads), so
 * an upload refused for another reason (a full portfolio, a withdrawn application) is not counted
 * and versions pruned for it no longer count: at most UPLOAD_QUOTAS.uploadsPerMinute a minute (429)
 * and totalBytesPerStudent in all, this file included (409). The minute's count lives in the
 * database, so it holds across instances; a refused or failed upload rolls its hit back.
 */
export async function checkUploadQuota(tx: TDb, input: { studentId: number; now: Date }): Promise<void> {
  await countUploadInMinute(tx, input);
  if ((await totalBytesOf(tx, input.studentId)) > UPLOAD_QUOTAS.totalBytesPerStudent) {
    throw conflict(UPLOAD_QUOTA_MESSAGES.totalBytesReached);
  }
}

/** Counts one upload in the student's minute, 429 past UPLOAD_QUOTAS.uploadsPerMinute. */
async function countUploadInMinute(tx: TDb, input: { studentId: number; now: Date }): Promise<void> {
  const { hits, resetAt } = await countHit(tx, uploadKey(input.studentId), input.now, MINUTE_MS);
  if (hits > UPLOAD_QUOTAS.uploadsPerMinute) {
    throw tooManyRequests(UPLOAD_QUOTA_MESSAGES.tooManyPerMinute(retryAfterSeconds(resetAt, input.now)));
  }
}

/**
 * A student's profile photo, in the transaction that stores it: it counts toward the same
 * uploadsPerMinute as documents (429; rolled back with a failed store) but not toward the total
 * bytes (a photo replaces the last one and is at most 2 MB).
 */
export async function checkPhotoUploadQuota(tx: TDb, input: { studentId: number; now: Date }): Promise<void> {
  await lockStudentUploads(tx, input.studentId);
  await countUploadInMinute(tx, input);
}
