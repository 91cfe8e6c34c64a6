import { type TNotificationPreferences, ZNotificationPreferences } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { NOTIFICATION_SETTINGS_KEYS } from './notification-settings-keys.ts';

/** GET /api/notifications/preferences: the signed-in person's notification settings (student or staff). */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<TNotificationPreferences> {
  const response = await apiClient.get('/api/notifications/preferences', { signal });
  return ZNotificationPreferences.parse(response.data);
}

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: NOTIFICATION_SETTINGS_KEYS.settings(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
    meta: { isShownInline: true },
  });
