// The bell's poll: what the header of every signed-in page needs, apart from the notification schemas
// (notifications.ts builds the kinds and targets at module level; the header's chunk does not need them).
import { z } from 'zod';

export const NOTIFICATION_LIMITS = {
  /** The centre's page size (the bell's menu shows the first page). */
  defaultPageSize: 20,
  maxPageSize: 50,
  /** How often an open tab asks for the unread count (and at once when it regains focus). */
  pollMs: 15_000,
  /** A notification stays in the centre this long; older ones are deleted. */
  keepDays: 180,
} as const;

export const ZUnreadCount = z.object({ unread: z.number().int().nonnegative() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
