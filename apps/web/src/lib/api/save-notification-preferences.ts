import {
  type TNotificationPreferences,
  type TNotificationPreferencesBody,
  ZNotificationPreferences,
} from '@portal/contract';
import { apiClient } from '../api-client.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** PUT /api/notifications/preferences: channels per topic and quiet hours; 400 with the reason when refused. */
export async function saveNotificationPreferences(
  body: TNotificationPreferencesBody,
): Promise<TNotificationPreferences> {
  const response = await apiClient.put('/api/notifications/preferences', body);
  return ZNotificationPreferences.parse(response.data);
}

export const useSaveNotificationPreferences = () => useSettingsChange(saveNotificationPreferences);
