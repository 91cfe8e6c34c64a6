import { NotificationCentre } from '../../../../components/notifications/notification-centre.tsx';
import { useNotificationCentre } from '../../../../lib/use-notification-centre.ts';
import { STAFF_PATHS } from '../../../lib/staff-paths.ts';
import { staffPathOf } from '../staff-notification-path.ts';

/** /staff/notifications: the staff member's notification centre. */
export function StaffNotificationsPage() {
  return (
    <NotificationCentre
      model={useNotificationCentre()}
      pathOf={staffPathOf}
      settingsPath={STAFF_PATHS.notificationSettings}
    />
  );
}
