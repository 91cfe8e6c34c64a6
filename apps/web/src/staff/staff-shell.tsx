import { lazy } from 'react';
import { NotificationBell } from '../components/notifications/notification-bell.tsx';
import { useUnreadCount } from '../lib/api/get-unread-count.ts';
import { useAccountActions } from '../lib/use-account-actions.ts';
import { StaffLayout } from './components/staff-layout.tsx';
import { useSignedInStaff } from './lib/use-signed-in-staff.ts';
import { useStaffSessionRenewal } from './lib/use-staff-session-renewal.ts';

// The bell's menu (its list, popover and calls) loads on the bell's first open; the count is polled here.
const StaffBellMenu = lazy(() => import('./features/notifications/components/staff-bell-menu.tsx'));
const bell = <NotificationBell useUnreadCount={useUnreadCount} BellMenu={StaffBellMenu} />;

/**
 * The console frame (components/staff-layout.tsx) wired to the session: who is signed in (GET
 * /api/staff/me), Logout and Sign out everywhere, the notification bell, and the renewal that keeps a
 * working member's session alive (lib/use-staff-session-renewal.ts).
 */
export function StaffShell() {
  const staff = useSignedInStaff();
  const actions = useAccountActions();
  useStaffSessionRenewal();
  return <StaffLayout staff={staff} actions={actions} bell={bell} />;
}
