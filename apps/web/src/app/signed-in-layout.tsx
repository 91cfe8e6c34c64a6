import { lazy } from 'react';
import { AppLayout, type TScreen } from '../components/layout/app-layout.tsx';
import { NotificationBell } from '../components/notifications/notification-bell.tsx';
import { useUnreadCount } from '../lib/api/get-unread-count.ts';
import { useStudentAccount } from '../lib/use-student-account.ts';

// The menu and its session calls load on the avatar's first open, not with every signed-in screen.
const StudentAccountMenu = lazy(() => import('./student-account-menu.tsx'));
// The bell's menu (its list, popover and calls) loads on the bell's first open; the count is polled here.
const StudentBellMenu = lazy(() => import('../features/notifications/components/student-bell-menu.tsx'));

export type TSignedInLayoutProps = { screens: Readonly<Record<string, TScreen>> };

const bell = <NotificationBell useUnreadCount={useUnreadCount} BellMenu={StudentBellMenu} />;

/**
 * The student shell (components/layout) wired to the session: the avatar's profile and photo, its menu,
 * the notification bell.
 */
export function SignedInLayout({ screens }: TSignedInLayoutProps) {
  return (
    <AppLayout
      screens={screens}
      useAccount={useStudentAccount}
      AccountMenu={StudentAccountMenu}
      bell={bell}
    />
  );
}
