import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { TNotificationOpenerModel, TPathOf } from '../components/notifications/notification-models.ts';
import { notificationQuery } from './api/get-notification.ts';
import { useReadNotification } from './api/read-notification.ts';
import { ApiError } from './api-error.ts';

/**
 * /notifications/{id}: reads the notification, marks it read and replaces this address with its place (so
 * Back does not open it again). Not the signed-in person's, or gone: notFound.
 */
export function useOpenNotification(notificationId: string, pathOf: TPathOf): TNotificationOpenerModel {
  const notification = useQuery(notificationQuery(notificationId));
  const { mutate: markRead } = useReadNotification();
  const navigate = useNavigate();
  const target = notification.data?.target;
  const isUnread = notification.data?.readAt === null;

  useEffect(() => {
    if (!target) return;
    if (isUnread) markRead(notificationId);
    void navigate(pathOf(target), { replace: true });
  }, [target, isUnread, notificationId, markRead, navigate, pathOf]);

  const error = notification.error;
  const isNotFound = error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400);
  return {
    state: !error ? 'opening' : isNotFound ? 'notFound' : 'failed',
    retry: () => void notification.refetch(),
  };
}
