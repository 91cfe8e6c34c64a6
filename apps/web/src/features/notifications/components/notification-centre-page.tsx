import { NotificationCentre } from '../../../components/notifications/notification-centre.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useNotificationCentre } from '../../../lib/use-notification-centre.ts';
import { studentPathOf } from '../notification-path.ts';

/** /notifications: the student's notification centre. */
export function NotificationCentrePage() {
  return (
    <NotificationCentre
      model={useNotificationCentre()}
      pathOf={studentPathOf}
      settingsPath={PATHS.notificationSettings}
    />
  );
}
