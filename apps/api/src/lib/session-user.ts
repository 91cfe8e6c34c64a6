import { STAFF_ROLES, type TRole } from '@portal/contract';
import { forbidden } from './app-error.ts';

/** Who a call acts for: read from the Bearer token by plugins/auth.ts, passed to services as a value. */
export type TSessionUser = {
  id: number;
  role: TRole;
  jti: string;
  expiresAt: Date;
  /** Staff: when the session began (epoch seconds; the token's auth_time), kept through renewals. */
  authTime?: number;
};

export const isStaff = (user: TSessionUser) => (STAFF_ROLES as readonly string[]).includes(user.role);

/** A student may act only on itself; staff on anyone. */
export function assertSelfOrStaff(user: TSessionUser, studentId: number): void {
  if (user.id !== studentId && !isStaff(user)) throw forbidden();
}
