import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { homePath, isStaffUser } from '../../lib/session.ts';

/** The student screens: staff (who have no student data) are sent to their own page. */
export function StudentOnly() {
  return isStaffUser() ? <Navigate to={PATHS.staff} replace /> : <Outlet />;
}

/** The staff page: a student is sent home. */
export function StaffOnly() {
  return isStaffUser() ? <Outlet /> : <Navigate to={homePath()} replace />;
}
