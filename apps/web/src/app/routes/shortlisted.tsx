import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ShortlistedPage } from '../../features/shortlist/components/shortlisted-page.tsx';
import { studentProgressOf } from '../../lib/api/dashboard-flags.ts';
import { DASHBOARD_KEYS } from '../../lib/api/dashboard-keys.ts';
import { dashboardQuery } from '../../lib/api/get-dashboard.ts';

/**
 * /shortlisted (§2, §4). The cards' buttons depend on whether counselling was completed and the fee paid:
 * both come from GET /api/dashboard (every card carries isCounsellingCompleted and isPaymentCompleted, the
 * server's own rules), read fresh on each visit. A change to the shortlist or a new application refreshes it.
 */
export default function ShortlistedRoute() {
  const queryClient = useQueryClient();
  const dashboard = useQuery(dashboardQuery());
  const refreshDashboard = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all });
  }, [queryClient]);

  return (
    <ShortlistedPage
      progress={dashboard.data ? studentProgressOf(dashboard.data) : undefined}
      isProgressError={dashboard.isError}
      onRetryProgress={() => void dashboard.refetch()}
      onChanged={refreshDashboard}
    />
  );
}
