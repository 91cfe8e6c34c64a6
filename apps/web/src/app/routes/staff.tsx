import { StaffHome } from '../../features/staff/components/staff-home.tsx';

/** /staff: counsellors and admins (StaffOnly in router.tsx), until the staff console exists. */
export default function StaffRoute() {
  return <StaffHome />;
}
