import { AuditPage } from '../../features/staff-audit/components/audit-page.tsx';

export default function StaffAuditPageRoute() {
  return <AuditPage />;
}
