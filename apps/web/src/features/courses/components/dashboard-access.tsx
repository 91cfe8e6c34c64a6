import { useEffect } from 'react';
import { useCanOpenDashboard } from '../../../lib/api/get-dashboard.ts';

export type TDashboardAccessProps = { onChange: (canOpen: boolean) => void };

/**
 * Tells the courses screen whether the student may open /dashboard (the server's answer: the dashboard's
 * cards). Loaded once the grid has painted (courses-page.tsx): the dashboard's schema and call are not
 * needed for the first cards, which use the local flag until then.
 */
export default function DashboardAccess({ onChange }: TDashboardAccessProps) {
  const canOpen = useCanOpenDashboard();
  useEffect(() => onChange(canOpen), [canOpen, onChange]);
  return null;
}
