import { STAFF_ROLES, type TStaffRole } from '@portal/contract';
import { readRole, readUserName } from '../../lib/session.ts';
import { useStaffMe } from '../api/get-staff-me.ts';

const isStaffRole = (role: string | null): role is TStaffRole =>
  (STAFF_ROLES as readonly (string | null)[]).includes(role);

export type TSignedInStaff = { name: string; role: TStaffRole | null };

/**
 * Who is signed in to the console: the server's answer (GET /api/staff/me: an admin may have changed the
 * role since sign-in), and until it arrives what sign-in stored in this tab, so nothing waits for it.
 */
export function useSignedInStaff(): TSignedInStaff {
  const { data: me } = useStaffMe();
  if (me) return { name: me.name, role: me.role };
  const storedRole = readRole();
  return { name: readUserName(), role: isStaffRole(storedRole) ? storedRole : null };
}

/** "My students" is a counsellor's default view, "All students" an admin's (the console's UI contract). */
export const isMineByDefault = (role: TStaffRole | null) => role !== 'ADMIN';
