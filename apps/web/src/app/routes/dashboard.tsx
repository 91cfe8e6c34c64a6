import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';

/** /dashboard (§2 Dashboard); RequireDashboardAccess in router.tsx lets only booked or event users in. */
export default function DashboardRoute() {
  return <DashboardPage />;
}
