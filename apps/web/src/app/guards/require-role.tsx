import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { homePath, isStaffUser } from '../../lib/session.ts';

/**
 * Where a staff member opening a student address goes: the console's own notification centre and opener
 * for /notifications and /notifications/{id} (an email's link is the same for everyone), else the console.
 */
export function staffAddressOf(pathname: string): string {
  const isNotification = pathname === PATHS.notifications || pathname.startsWith(`${PATHS.notifications}/`);
  return isNotification && pathname !== PATHS.notificationSettings
    ? `${PATHS.staff}${pathname}`
    : PATHS.staff;
}

/** The student screens: staff (who have no student data) are sent to their own page. */
export function StudentOnly() {
  const { pathname } = useLocation();
  return isStaffUser() ? <Navigate to={staffAddressOf(pathname)} replace /> : <Outlet />;
}

/** The staff page: a student is sent home. */
export function StaffOnly() {
  return isStaffUser() ? <Outlet /> : <Navigate to={homePath()} replace />;
}
