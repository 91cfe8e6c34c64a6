/** Query keys of the work queue: after a change shown in it (a session completed), invalidate `all`. */
export const STAFF_QUEUE_KEYS = {
  all: ['staff-queue'] as const,
  /** GET /api/staff/queue?mine=&sessionDate=. */
  queue: (isMine: boolean, sessionDate?: string) =>
    [...STAFF_QUEUE_KEYS.all, { isMine, sessionDate: sessionDate ?? null }] as const,
};
