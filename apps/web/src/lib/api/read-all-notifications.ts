import { NOTIFICATION_MESSAGES, ZUnreadCount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { NOTIFICATION_TEXTS } from '../notification-texts.ts';
import { NOTIFICATION_KEYS } from './notification-keys.ts';

/** POST /api/notifications/read-all: marks every notification read; answers the count (0). */
export async function readAllNotifications(): Promise<number> {
  const response = await apiClient.post('/api/notifications/read-all');
  return ZUnreadCount.parse(response.data).unread;
}

/** Marks all read with a toast; the bell's count and the lists are read again at once. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    meta: {
      successMessage: NOTIFICATION_MESSAGES.allRead,
      errorMessage: NOTIFICATION_TEXTS.markAllFailed,
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all }),
  });
}
