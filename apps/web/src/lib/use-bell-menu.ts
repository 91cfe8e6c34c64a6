import { useQuery } from '@tanstack/react-query';
import type { TBellMenuModel } from '../components/notifications/notification-models.ts';
import { latestNotificationsQuery } from './api/get-notifications.ts';
import { useReadNotification } from './api/read-notification.ts';

/** The bell's menu wired to the calls: the newest few, read when it opens; following one marks it read. */
export function useBellMenu(): TBellMenuModel {
  const latest = useQuery(latestNotificationsQuery());
  const read = useReadNotification();
  return {
    items: latest.data?.content,
    isError: latest.isError,
    retry: () => void latest.refetch(),
    open: (notification) => {
      if (notification.readAt === null) read.mutate(notification.id);
    },
  };
}
