import { NotificationSettingsPage } from '../../features/notification-settings/components/notification-settings-page.tsx';

/** /notifications/settings: how the student hears about changes (channels, quiet hours, email address). */
export default function NotificationSettingsRoute() {
  return <NotificationSettingsPage />;
}
