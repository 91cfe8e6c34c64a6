import { lazy } from 'react';
import { AppLayout, type TScreen } from '../components/layout/app-layout.tsx';
import { useStudentAccount } from '../lib/use-student-account.ts';

// The menu and its session calls load on the avatar's first open, not with every signed-in screen.
const StudentAccountMenu = lazy(() => import('./student-account-menu.tsx'));

export type TSignedInLayoutProps = { screens: Readonly<Record<string, TScreen>> };

/** The student shell (components/layout) wired to the session: the avatar's profile and photo, its menu. */
export function SignedInLayout({ screens }: TSignedInLayoutProps) {
  return <AppLayout screens={screens} useAccount={useStudentAccount} AccountMenu={StudentAccountMenu} />;
}
