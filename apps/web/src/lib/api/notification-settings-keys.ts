/** Query keys of the settings calls: every change answers the new settings, written under `settings`. */
export const NOTIFICATION_SETTINGS_KEYS = {
  all: ['notification-settings'] as const,
  /** GET /api/notifications/preferences */
  settings: () => [...NOTIFICATION_SETTINGS_KEYS.all, 'settings'] as const,
};
