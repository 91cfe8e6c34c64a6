/** Query keys of the Team page (ADMIN): the accounts with what an admin manages. */
export const STAFF_TEAM_KEYS = {
  all: ['staff-team'] as const,
  /** GET /api/staff/accounts. */
  accounts: () => [...STAFF_TEAM_KEYS.all, 'accounts'] as const,
};
