import { type TQueueJobRetried, ZQueueJobRetried } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { NOTIFICATION_QUEUE_KEYS } from './notification-queue-keys.ts';

/** POST /api/staff/notification-queue/jobs/{jobId}/retry (ADMIN): a failed job runs once more. */
export async function retryNotificationJob(jobId: string): Promise<TQueueJobRetried> {
  const response = await apiClient.post(
    `/api/staff/notification-queue/jobs/${encodeURIComponent(jobId)}/retry`,
  );
  return ZQueueJobRetried.parse(response.data);
}

/** Toasts `successMessage`; a refusal (409: already retried) shows in the row. Either way the page reads again. */
export function useRetryNotificationJob(jobId: string, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryNotificationJob(jobId),
    meta: { isShownInline: true, successMessage },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUEUE_KEYS.all }),
  });
}
