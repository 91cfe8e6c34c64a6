import { type TNotificationPreferences, ZNotificationPreferences } from '@portal/contract';
import { apiClient } from '../api-client.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** DELETE /api/notifications/email: removes the address; emails stop. */
export async function removeEmail(): Promise<TNotificationPreferences> {
  const response = await apiClient.delete('/api/notifications/email');
  return ZNotificationPreferences.parse(response.data);
}

export const useRemoveEmail = () => useSettingsChange(removeEmail);
