import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { canOpenDashboard } from '../../lib/session.ts';

/** §2: /dashboard without a booked counselling goes to /courses; §6: event users are let through. */
export function RequireDashboardAccess({ children }: { children: ReactNode }) {
  return canOpenDashboard() ? children : <Navigate to={PATHS.courses} replace />;
}
