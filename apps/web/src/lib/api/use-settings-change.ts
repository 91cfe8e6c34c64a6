import type { TNotificationPreferences } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SETTINGS_KEYS } from './notification-settings-keys.ts';

/** A settings call whose answer (the new settings) replaces the cached ones; the form shows its failure. */
export function useSettingsChange<TInput>(call: (input: TInput) => Promise<TNotificationPreferences>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { isShownInline: true },
    onSuccess: (settings) => queryClient.setQueryData(NOTIFICATION_SETTINGS_KEYS.settings(), settings),
  });
}
