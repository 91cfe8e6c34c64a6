/** The key of GET /api/dashboard: the dashboard's cards and the counselling flag read from them share it. */
export const DASHBOARD_KEYS = {
  all: ['dashboard'] as const,
};
