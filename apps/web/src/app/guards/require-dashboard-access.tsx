import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { counsellingBookedQuery } from '../../lib/api/get-dashboard.ts';
import { PATHS } from '../../lib/paths.ts';
import { canOpenDashboard } from '../../lib/session.ts';

/**
 * §2: /dashboard without a booked counselling goes to /courses; §6: event users are let through. When the
 * local flag says not booked, the server is asked first ('Please wait..'): the booking may have been made
 * since sign-in (another device, the API).
 */
export function RequireDashboardAccess({ children }: { children: ReactNode }) {
  const [isAllowedLocally] = useState(canOpenDashboard);
  const { data: isBooked, isFetching } = useQuery({
    ...counsellingBookedQuery(),
    enabled: !isAllowedLocally,
  });
  if (isAllowedLocally || isBooked) return children;
  if (isFetching) return <PageLoader />;
  return <Navigate to={PATHS.courses} replace />;
}
