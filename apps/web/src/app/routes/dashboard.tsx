import { CounsellorCard } from '../../features/counsellor/components/counsellor-card.tsx';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { RequireDashboardAccess } from '../guards/require-dashboard-access.tsx';

/**
 * /dashboard (§2 Dashboard), only for booked or event users. The guard is here rather than in router.tsx:
 * it may ask the server, and the HTTP client must stay out of the sign-in screen's code. The counsellor's
 * compact card comes from its own feature, composed here.
 */
export default function DashboardRoute() {
  return (
    <RequireDashboardAccess>
      <DashboardPage counsellorCard={<CounsellorCard variant="compact" />} />
    </RequireDashboardAccess>
  );
}
