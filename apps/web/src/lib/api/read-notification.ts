import { type TNotification, ZNotification } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { NOTIFICATION_KEYS } from './notification-keys.ts';

/** POST /api/notifications/{id}/read: marks one notification read (again keeps the first time). */
export async function readNotification(notificationId: string): Promise<TNotification> {
  const response = await apiClient.post(`/api/notifications/${encodeURIComponent(notificationId)}/read`);
  return ZNotification.parse(response.data);
}

/** Marks one read; the bell's count and every list are read again at once. A failure is logged only. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all }),
  });
}
