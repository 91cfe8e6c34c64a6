import { type TNotificationPreferences, ZNotificationPreferences } from '@portal/contract';
import { apiClient } from '../api-client.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** POST /api/notifications/email/verify {code}: the waiting address becomes the one emails go to. */
export async function verifyEmailCode(code: string): Promise<TNotificationPreferences> {
  const response = await apiClient.post('/api/notifications/email/verify', { code });
  return ZNotificationPreferences.parse(response.data);
}

export const useVerifyEmailCode = () => useSettingsChange(verifyEmailCode);
