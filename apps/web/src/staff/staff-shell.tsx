import { useAccountActions } from '../lib/use-account-actions.ts';
import { StaffLayout } from './components/staff-layout.tsx';
import { useSignedInStaff } from './lib/use-signed-in-staff.ts';
import { useStaffSessionRenewal } from './lib/use-staff-session-renewal.ts';

/**
 * The console frame (components/staff-layout.tsx) wired to the session: who is signed in (GET
 * /api/staff/me), Logout and Sign out everywhere, and the renewal that keeps a working member's session
 * alive (lib/use-staff-session-renewal.ts).
 */
export function StaffShell() {
  const staff = useSignedInStaff();
  const actions = useAccountActions();
  useStaffSessionRenewal();
  return <StaffLayout staff={staff} actions={actions} />;
}
