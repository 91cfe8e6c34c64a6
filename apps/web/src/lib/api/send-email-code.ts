import { type TNotificationPreferences, ZNotificationPreferences } from '@portal/contract';
import { apiClient } from '../api-client.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** POST /api/notifications/email {email}: emails a 6-digit code; the address waits as pendingAddress. */
export async function sendEmailCode(email: string): Promise<TNotificationPreferences> {
  const response = await apiClient.post('/api/notifications/email', { email });
  return ZNotificationPreferences.parse(response.data);
}

export const useSendEmailCode = () => useSettingsChange(sendEmailCode);
