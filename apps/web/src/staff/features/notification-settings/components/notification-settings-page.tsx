import { Stack, Text, Title } from '@mantine/core';
import { STAFF_TOPICS } from '@portal/contract';
import { NotificationSettings } from '../../../../components/notifications/notification-settings-form.tsx';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from '../../../../components/notifications/notification-settings-texts.ts';
import { useNotificationSettings } from '../../../../lib/use-notification-settings.ts';
import { useStaffTitle } from '../../../components/use-staff-title.ts';

export const STAFF_NOTIFICATION_SETTINGS_TEXTS = {
  title: 'My notification settings',
  intro: 'Choose how you hear about new uploads, bookings and students’ own changes that need you.',
} as const;

/** /staff/notification-settings: the signed-in staff member's own channels, quiet hours and email address. */
export function StaffNotificationSettingsPage() {
  useStaffTitle(STAFF_NOTIFICATION_SETTINGS_TEXTS.title);
  const settings = useNotificationSettings();
  return (
    <Stack gap="md" className="notification-settings">
      <div>
        <Title order={1} size="h2">
          {STAFF_NOTIFICATION_SETTINGS_TEXTS.title}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {STAFF_NOTIFICATION_SETTINGS_TEXTS.intro}
        </Text>
      </div>
      <NotificationSettings {...settings} topicCount={STAFF_TOPICS.length} textsNote={TEXTS.staffTextsNote} />
    </Stack>
  );
}
