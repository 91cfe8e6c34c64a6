import type { TNotification, TNotificationTarget } from '@portal/contract';

/** Where a target leads, on this side (the student app or the console). */
export type TPathOf = (target: TNotificationTarget) => string;

/** What the bell's menu shows and does (lib/use-bell-menu.ts). */
export type TBellMenuModel = {
  /** The newest few; undefined while loading. */
  items: TNotification[] | undefined;
  isError: boolean;
  retry: () => void;
  /** Marks it read (the link itself goes to its place). */
  open: (notification: TNotification) => void;
};

export type TNotificationFilter = 'all' | 'unread';

/** What the notification centre shows and does (lib/use-notification-centre.ts). */
export type TNotificationCentreModel = {
  filter: TNotificationFilter;
  setFilter: (filter: TNotificationFilter) => void;
  items: TNotification[] | undefined;
  isError: boolean;
  retry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  unread: number | undefined;
  open: (notification: TNotification) => void;
  markRead: (notification: TNotification) => void;
  markAllRead: () => void;
  isMarkingAll: boolean;
};

/** The opener (/notifications/{id}): loading, then gone to its place, or why not. */
export type TNotificationOpenerModel = { state: 'opening' | 'notFound' | 'failed'; retry: () => void };
