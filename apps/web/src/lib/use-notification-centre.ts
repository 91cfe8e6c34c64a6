import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type {
  TNotificationCentreModel,
  TNotificationFilter,
} from '../components/notifications/notification-models.ts';
import { notificationPagesQuery } from './api/get-notifications.ts';
import { useUnreadCount } from './api/get-unread-count.ts';
import { useReadAllNotifications } from './api/read-all-notifications.ts';
import { useReadNotification } from './api/read-notification.ts';

/** The filter lives in the address (?filter=unread), so a reload or Back shows the same list. */
const FILTER_PARAM = 'filter';

/** The notification centre wired to the calls (the student app and the console alike). */
export function useNotificationCentre(): TNotificationCentreModel {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: TNotificationFilter = searchParams.get(FILTER_PARAM) === 'unread' ? 'unread' : 'all';
  const pages = useInfiniteQuery(notificationPagesQuery(filter === 'unread'));
  const unread = useUnreadCount();
  const read = useReadNotification();
  const readAll = useReadAllNotifications();
  const markRead = (id: string) => read.mutate(id);
  return {
    filter,
    setFilter: (next) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'unread') params.set(FILTER_PARAM, 'unread');
          else params.delete(FILTER_PARAM);
          return params;
        },
        { replace: true },
      ),
    items: pages.data?.pages.flatMap((page) => page.content),
    isError: pages.isError && !pages.data,
    retry: () => void pages.refetch(),
    hasMore: pages.hasNextPage,
    isLoadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
    unread,
    open: (notification) => {
      if (notification.readAt === null) markRead(notification.id);
    },
    markRead: (notification) => markRead(notification.id),
    markAllRead: () => readAll.mutate(),
    isMarkingAll: readAll.isPending,
  };
}
