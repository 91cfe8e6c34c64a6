import { NotificationCentrePage } from '../../features/notifications/components/notification-centre-page.tsx';

/** /notifications (the bell's "See all"): every notification of the student, newest first. */
export default function NotificationsRoute() {
  return <NotificationCentrePage />;
}
