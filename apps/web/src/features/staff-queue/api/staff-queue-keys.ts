/** Query keys of the work queue: after a change shown in it (a session completed), invalidate `all`. */
export const STAFF_QUEUE_KEYS = {
  all: ['staff-queue'] as const,
  /** GET /api/staff/queue?mine=. */
  queue: (isMine: boolean) => [...STAFF_QUEUE_KEYS.all, { isMine }] as const,
};
