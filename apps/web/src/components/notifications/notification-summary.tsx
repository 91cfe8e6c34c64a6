import { VisuallyHidden } from '@mantine/core';
import type { TNotification } from '@portal/contract';
import { NOTIFICATION_TEXTS } from '../../lib/notification-texts.ts';
import { relativeTimeOf } from '../../lib/relative-time.ts';
import './notifications.css';

/** One notification as a line of a list: unread dot, title, the body clipped to two lines, when. */
export function NotificationSummary({ notification }: { notification: TNotification }) {
  const isUnread = notification.readAt === null;
  return (
    <span className={`notification-summary${isUnread ? '' : ' notification-summary--read'}`}>
      <span
        className={`notification-summary__dot${isUnread ? ' notification-summary__dot--unread' : ''}`}
        aria-hidden="true"
      />
      <span>
        {isUnread && <VisuallyHidden component="span">{`${NOTIFICATION_TEXTS.unread}: `}</VisuallyHidden>}
        <span className="notification-summary__title">{notification.title}</span>
        <span className="notification-summary__body">{notification.body}</span>
        <time className="notification-summary__time" dateTime={notification.createdAt}>
          {relativeTimeOf(notification.createdAt)}
        </time>
      </span>
    </span>
  );
}
