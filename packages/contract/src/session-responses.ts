// The answers of the session calls (rules and messages: session-policy.ts).
import { z } from 'zod';

/** POST /auth/session/renew: a fresh staff token of the same session (same auth_time). */
export const ZSessionRenewResponse = z.object({ token: z.string() });
export type TSessionRenewResponse = z.infer<typeof ZSessionRenewResponse>;

/** POST /api/staff/accounts/{staffId}/end-sessions (ADMIN): when the member's sessions were ended. */
export const ZStaffSessionsEnded = z.object({ staffId: z.number().int(), sessionsValidFrom: z.string() });
export type TStaffSessionsEnded = z.infer<typeof ZStaffSessionsEnded>;
