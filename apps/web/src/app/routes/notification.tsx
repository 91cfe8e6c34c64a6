import { NotificationOpenerPage } from '../../features/notifications/components/notification-opener-page.tsx';

/** /notifications/{id} (what an email links to): opens one notification and goes on to its place. */
export default function NotificationRoute() {
  return <NotificationOpenerPage />;
}
