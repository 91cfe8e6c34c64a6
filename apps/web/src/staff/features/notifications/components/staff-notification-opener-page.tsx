import { useParams } from 'react-router';
import { NotificationOpener } from '../../../../components/notifications/notification-opener.tsx';
import { useOpenNotification } from '../../../../lib/use-open-notification.ts';
import { STAFF_PATHS } from '../../../lib/staff-paths.ts';
import { staffPathOf } from '../staff-notification-path.ts';

/** /staff/notifications/{id} (an email's link, forwarded from /notifications/{id}): opens it, goes on. */
export function StaffNotificationOpenerPage() {
  const { notificationId = '' } = useParams();
  return (
    <NotificationOpener
      model={useOpenNotification(notificationId, staffPathOf)}
      centrePath={STAFF_PATHS.notifications}
    />
  );
}
