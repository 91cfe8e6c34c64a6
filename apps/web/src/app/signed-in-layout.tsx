import { AppLayout, type TScreen } from '../components/layout/app-layout.tsx';
import { useAccountActions } from '../lib/use-account-actions.ts';
import { useStudentAccount } from '../lib/use-student-account.ts';

export type TSignedInLayoutProps = { screens: Readonly<Record<string, TScreen>> };

/** The student shell (components/layout) wired to the session: the avatar's profile and photo, Logout. */
export function SignedInLayout({ screens }: TSignedInLayoutProps) {
  return <AppLayout screens={screens} useAccount={useStudentAccount} useAccountActions={useAccountActions} />;
}
