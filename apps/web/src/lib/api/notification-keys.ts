/**
 * The keys of the notification calls (the bell, the centre, the opener; student and staff alike): every mark
 * read invalidates `all`, so the count and the lists are read again at once.
 */
export const NOTIFICATION_KEYS = {
  all: ['notifications'] as const,
  unreadCount: () => [...NOTIFICATION_KEYS.all, 'unread-count'] as const,
  lists: () => [...NOTIFICATION_KEYS.all, 'list'] as const,
  list: (unreadOnly: boolean, pageSize: number) =>
    [...NOTIFICATION_KEYS.lists(), { unreadOnly, pageSize }] as const,
  one: (notificationId: string) => [...NOTIFICATION_KEYS.all, 'one', notificationId] as const,
};
