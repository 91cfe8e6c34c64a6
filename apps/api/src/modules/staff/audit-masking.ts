import { maskPhone } from '../../lib/log-serializers.ts';

/**
 * Staff sign-in numbers are admin-only (GET /api/staff/accounts): with one, anyone can text codes to
 * it and lock the account (docs/decisions/0015-staff-numbers-in-audit.md). Audit entries about a staff
 * account (STAFF_ACCOUNT_CREATED records the number) are read by every staff member, so their numbers are
 * shown as the last two digits; an admin opens the entry to see one (GET /api/staff/audit/{auditId}).
 * Students' numbers are not masked: staff read those on the student's page anyway.
 */
const STAFF_ENTITY = 'STAFF_ACCOUNT';
const SECRET_FIELDS = ['mobileNumber'] as const;

type TSnapshots = { entityType: string; before: unknown; after: unknown };

function maskSnapshot(snapshot: unknown): unknown {
  if (snapshot === null || typeof snapshot !== 'object' || Array.isArray(snapshot)) return snapshot;
  const masked: Record<string, unknown> = { ...snapshot };
  for (const field of SECRET_FIELDS)
    if (typeof masked[field] === 'string') masked[field] = maskPhone(masked[field]);
  return masked;
}

const holdsSecret = (snapshot: unknown) =>
  snapshot !== null &&
  typeof snapshot === 'object' &&
  SECRET_FIELDS.some((field) => typeof (snapshot as Record<string, unknown>)[field] === 'string');

/** Whether the entry holds a staff member's number (what masking hides and opening reveals). */
export const holdsStaffNumber = (entry: TSnapshots) =>
  entry.entityType === STAFF_ENTITY && (holdsSecret(entry.before) || holdsSecret(entry.after));

/** The entry with staff numbers masked in its before and after snapshots. */
export function maskStaffNumbers<T extends TSnapshots>(entry: T): T {
  if (!holdsStaffNumber(entry)) return entry;
  return { ...entry, before: maskSnapshot(entry.before), after: maskSnapshot(entry.after) };
}
