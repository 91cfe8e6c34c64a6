/** Query keys of the staff console's shared reads: one root, invalidated together after a team change. */
export const STAFF_KEYS = {
  all: ['staff'] as const,
  /** GET /api/staff/me. */
  me: () => [...STAFF_KEYS.all, 'me'] as const,
  /** GET /api/staff/members. */
  members: () => [...STAFF_KEYS.all, 'members'] as const,
};
