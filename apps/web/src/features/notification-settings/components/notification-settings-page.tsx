import { Stack, Text, Title } from '@mantine/core';
import { STUDENT_TOPICS } from '@portal/contract';
import { NotificationSettings } from '../../../components/notifications/notification-settings-form.tsx';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from '../../../components/notifications/notification-settings-texts.ts';
import { useNotificationSettings } from '../../../lib/use-notification-settings.ts';

export const NOTIFICATION_SETTINGS_PAGE_TEXTS = {
  title: 'Notification settings',
  subtitle: 'Choose how we tell you about your documents, sessions, payments, applications and offers.',
} as const;

/** /notifications/settings: the student's channels per kind of notification, quiet hours and email address. */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  return (
    <Stack gap="md" className="notification-settings">
      <div>
        <Title order={1} size="h2">
          {NOTIFICATION_SETTINGS_PAGE_TEXTS.title}
        </Title>
        <Text c="gray.7" mt={4}>
          {NOTIFICATION_SETTINGS_PAGE_TEXTS.subtitle}
        </Text>
      </div>
      <NotificationSettings {...settings} topicCount={STUDENT_TOPICS.length} textsNote={TEXTS.textsNote} />
    </Stack>
  );
}
