/**
 * How fast and how soon a request body must arrive (docs/decisions/0011-request-bounds.md), so a client
 * trickling a body cannot hold a connection, an upload slot or a staging file for ever. The server enforces
 * them (apps/api/src/plugins/body-deadline.ts); why these numbers: apps/api/docs/security.md ("Uploads").
 */
export const BODY_DEADLINES = {
  /**
   * Every body must arrive at least this fast on average, counted from when the server starts
   * reading it and once `graceMs` has passed: 64 kbit/s, a poor mobile uplink.
   */
  minBytesPerSecond: 8 * 1024,
  /** Time any body gets before the rate counts (a radio waking up, a slow first packet). */
  graceMs: 5_000,
  /** The whole-body deadline of every JSON body (they are small: at most 100 KB). */
  jsonDeadlineMs: 10_000,
  /** An upload's whole-body deadline: this plus its size (declared length or limit) at minBytesPerSecond. */
  uploadDeadlineBaseMs: 10_000,
  /** How often bodies being read are checked; a cut comes at most this late. */
  checkEveryMs: 1_000,
} as const;

export type TBodyDeadlines = { [K in keyof typeof BODY_DEADLINES]: number };

/** An upload of `bytes` (its declared length, or its route's limit when none is declared) must arrive within this. */
export function uploadDeadlineMs(bytes: number, limits: TBodyDeadlines = BODY_DEADLINES): number {
  return limits.uploadDeadlineBaseMs + Math.ceil((bytes / limits.minBytesPerSecond) * 1000);
}

export const BODY_DEADLINE_MESSAGES = {
  /** 408: the body came slower than minBytesPerSecond, or not within its deadline; the connection is closed. */
  tooSlow:
    'The request arrived too slowly and was stopped. Please check your connection and try again; nothing was saved.',
} as const;

/** For API documentation (OpenAPI descriptions of the upload calls). */
export const BODY_DEADLINES_NOTE =
  `A request body must arrive at ${BODY_DEADLINES.minBytesPerSecond / 1024} KB/s or faster on average after ` +
  `its first ${BODY_DEADLINES.graceMs / 1000} s; a JSON body within ${BODY_DEADLINES.jsonDeadlineMs / 1000} s, ` +
  `an upload within ${BODY_DEADLINES.uploadDeadlineBaseMs / 1000} s plus its size at that rate. A slower one ` +
  'is answered 408 and its connection closed; nothing is stored.';
