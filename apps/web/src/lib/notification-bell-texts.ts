/** The bell's own words: in the header of every signed-in page (the rest load with its menu). */
export const NOTIFICATION_BELL_TEXTS = {
  /** The bell's accessible name: the visible word first, then the count the badge shows. */
  label: (unread: number | undefined) =>
    unread ? `Notifications, ${unread} unread` : 'Notifications, none unread',
  /** The badge: "99+" past 99. */
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
} as const;
