import { useParams } from 'react-router';
import { NotificationOpener } from '../../../components/notifications/notification-opener.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useOpenNotification } from '../../../lib/use-open-notification.ts';
import { studentPathOf } from '../notification-path.ts';

/** /notifications/{id} (an email's link): opens it, marks it read and goes on to its place. */
export function NotificationOpenerPage() {
  const { notificationId = '' } = useParams();
  return (
    <NotificationOpener
      model={useOpenNotification(notificationId, studentPathOf)}
      centrePath={PATHS.notifications}
    />
  );
}
