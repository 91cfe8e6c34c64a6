/**
 * Query and mutation keys of the student's shortlist, one root for every screen that reads or changes it
 * (courses, shortlisted): invalidating `all` refreshes every view of it, and every shortlist mutation
 * carries the root, so the list is not re-read over a change still in flight (courses' useShortlistSync).
 */
export const SHORTLIST_KEYS = {
  all: ['shortlist'] as const,
  /** GET /shortlist. */
  items: () => [...SHORTLIST_KEYS.all, 'items'] as const,
  /** POST /shortlist/add. */
  add: () => [...SHORTLIST_KEYS.all, 'add'] as const,
  /** DELETE /shortlist/delete. */
  remove: () => [...SHORTLIST_KEYS.all, 'remove'] as const,
};
