import { AccountMenu, type TAccountMenuOpenerProps } from '../components/layout/account-menu.tsx';
import { useAccountActions } from '../lib/use-account-actions.ts';

/**
 * The student's account menu wired to the session calls (Logout, Sign out everywhere). A chunk of its own,
 * loaded on the avatar's first open (app/signed-in-layout.tsx), with the calls it makes.
 */
export default function StudentAccountMenu(props: TAccountMenuOpenerProps) {
  return <AccountMenu {...props} actions={useAccountActions()} />;
}
