/** Query keys of the Notification delivery page (ADMIN). */
export const NOTIFICATION_QUEUE_KEYS = {
  all: ['staff-notification-queue'] as const,
  /** GET /api/staff/notification-queue. */
  health: () => [...NOTIFICATION_QUEUE_KEYS.all, 'health'] as const,
};
