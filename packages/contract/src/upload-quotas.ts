import { BODY_DEADLINES_NOTE } from './body-deadlines.ts';
import { LIMITS } from './constants.ts';

/**
 * Per-instance and per-student upload limits. The server enforces every one of them;
 * clients only show them. Why these numbers: apps/api/docs/security.md ("Uploads").
 */
export const UPLOAD_QUOTAS = {
  /** Students' uploads streamed to storage at the same time, per API instance. */
  concurrentUploads: 4,
  /** Students' uploads waiting for a slot; one more is answered 503 with Retry-After. */
  queuedUploads: 16,
  /**
   * Staff uploads (offer letters) have slots of their own, per instance, so students holding every
   * student slot cannot keep staff waiting.
   */
  staffConcurrentUploads: 2,
  /** Staff uploads waiting for a staff slot; one more is 503 with Retry-After. */
  staffQueuedUploads: 8,
  /** The Retry-After of that 503, in seconds. */
  busyRetryAfterSeconds: 5,
  /**
   * Uploads one student may stream at once, per instance (429 beyond): one student cannot take
   * every slot and queue place while other students wait.
   */
  concurrentUploadsPerStudent: 2,
  /**
   * Uploads a student may store per minute, documents and profile photos together (counted in the
   * database: holds across instances). 10 stopped a real student: the full journey stores 11 in
   * under a minute (six documents, the photo, a re-upload, two application documents, the
   * conditional document).
   */
  uploadsPerMinute: 20,
  /** Versions kept per student document; the oldest never-reviewed one makes room for a new one. */
  versionsPerDocument: 10,
  /** Bytes a student's own uploads may take in total. */
  totalBytesPerStudent: 200 * 1024 * 1024,
} as const;

const totalMb = UPLOAD_QUOTAS.totalBytesPerStudent / 1024 / 1024;
const fileMb = LIMITS.documentMaxBytes / 1024 / 1024;

export const UPLOAD_QUOTA_MESSAGES = {
  /** 503: every upload slot of this instance is taken and the queue is full. */
  busy: `Too many files are being uploaded right now. Please try again in ${UPLOAD_QUOTAS.busyRetryAfterSeconds} seconds.`,
  /** 429: the student already has concurrentUploadsPerStudent uploads in progress. */
  tooManyAtOnce: `You can upload at most ${UPLOAD_QUOTAS.concurrentUploadsPerStudent} files at the same time. Please wait for one to finish.`,
  /** 429 past uploadsPerMinute. */
  tooManyPerMinute: (seconds: number) =>
    `You can upload at most ${UPLOAD_QUOTAS.uploadsPerMinute} files a minute. Try again in ${seconds} seconds.`,
  /** 409 past totalBytesPerStudent. */
  totalBytesReached: `Your uploads may take at most ${totalMb} MB in total, and this file would go past it. Please ask your counsellor for help.`,
  /** 409: the document keeps versionsPerDocument versions and every earlier one was reviewed. */
  versionsFull: `A document keeps at most ${UPLOAD_QUOTAS.versionsPerDocument} versions, and its earlier versions have all been reviewed. Please ask your counsellor for help.`,
  /** The short line upload screens show. */
  hint: `Files up to ${fileMb} MB; at most ${UPLOAD_QUOTAS.uploadsPerMinute} uploads a minute and ${totalMb} MB in total.`,
} as const;

/** The limits as API documentation says them (OpenAPI descriptions of the upload calls). */
export const UPLOAD_QUOTAS_NOTE =
  `A student's own uploads (profile photos included): at most ${UPLOAD_QUOTAS.uploadsPerMinute} a minute ` +
  `(429) and ${totalMb} MB in all (409, documents only), refused before the body is read once either is ` +
  `used up; at most ${UPLOAD_QUOTAS.concurrentUploadsPerStudent} of a student's uploads at once per ` +
  `instance (429). Every instance streams at most ${UPLOAD_QUOTAS.concurrentUploads} students' uploads at ` +
  `once with ${UPLOAD_QUOTAS.queuedUploads} waiting, and ${UPLOAD_QUOTAS.staffConcurrentUploads} staff ` +
  `uploads with ${UPLOAD_QUOTAS.staffQueuedUploads} waiting; beyond that 503 with Retry-After. ` +
  BODY_DEADLINES_NOTE;

/** How many versions a student document keeps, for the documents upload call. */
export const UPLOAD_VERSIONS_NOTE =
  `A document keeps ${UPLOAD_QUOTAS.versionsPerDocument} versions: the oldest one never reviewed (no status ` +
  'change, no remarks) makes room for a new one; when every earlier version was reviewed the upload is 409.';
