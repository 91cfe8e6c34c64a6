import { ActionIcon } from '@mantine/core';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { NOTIFICATION_BELL_TEXTS } from '../../lib/notification-bell-texts.ts';
import { BellIcon } from '../layout/icons.tsx';
import './notification-bell.css';

/** What the bell hands the menu it opens: the button's name and face. */
export type TBellMenuOpenerProps = { label: string; face: ReactNode };

export type TNotificationBellProps = {
  /** The unread count (undefined until known), polled by the app (lib/api/get-unread-count.ts). */
  useUnreadCount: () => number | undefined;
  /** The menu of the newest notifications: the app passes a lazy one, mounted on the first open. */
  BellMenu: ComponentType<TBellMenuOpenerProps>;
};

/**
 * The header's notification bell (student header and console frame): the unread count as a badge ("99+"
 * past 99, none at 0) and in the button's name. Until its first open it is a plain button; the menu, its
 * popover machinery and its calls load then, so the signed-in first load carries only this.
 */
export function NotificationBell({ useUnreadCount, BellMenu }: TNotificationBellProps) {
  const unread = useUnreadCount();
  const [isMenuMounted, setIsMenuMounted] = useState(false);
  const label = NOTIFICATION_BELL_TEXTS.label(unread);
  const face = (
    <>
      <BellIcon />
      {unread ? (
        <span className="notification-bell__badge" aria-hidden="true">
          {NOTIFICATION_BELL_TEXTS.badge(unread)}
        </span>
      ) : null}
    </>
  );
  const closedButton = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      className="notification-bell"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setIsMenuMounted(true)}
    >
      {face}
    </ActionIcon>
  );
  if (!isMenuMounted) return closedButton;
  return (
    <Suspense fallback={closedButton}>
      <BellMenu label={label} face={face} />
    </Suspense>
  );
}
