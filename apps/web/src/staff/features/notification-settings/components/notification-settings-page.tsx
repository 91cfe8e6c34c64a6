import { Stack, Text, Title } from '@mantine/core';
import { STAFF_TOPICS } from '@portal/contract';
import { NotificationSettings } from '../../../../components/notifications/notification-settings-form.tsx';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from '../../../../components/notifications/notification-settings-texts.ts';
import { useNotificationPreferences } from '../../../../lib/api/get-notification-preferences.ts';
import { useRemoveEmail } from '../../../../lib/api/remove-email.ts';
import { useSaveNotificationPreferences } from '../../../../lib/api/save-notification-preferences.ts';
import { useSendEmailCode } from '../../../../lib/api/send-email-code.ts';
import { useVerifyEmailCode } from '../../../../lib/api/verify-email-code.ts';
import { useStaffTitle } from '../../../components/use-staff-title.ts';

export const STAFF_NOTIFICATION_SETTINGS_TEXTS = {
  title: 'My notification settings',
  intro: 'Choose how you hear about new uploads, bookings and students’ own changes that need you.',
} as const;

/** /staff/notification-settings: the signed-in staff member's own channels, quiet hours and email address. */
export function StaffNotificationSettingsPage() {
  useStaffTitle(STAFF_NOTIFICATION_SETTINGS_TEXTS.title);
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const sendCode = useSendEmailCode();
  const verify = useVerifyEmailCode();
  const remove = useRemoveEmail();
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
      <NotificationSettings
        preferences={preferences}
        onSave={save.mutateAsync}
        email={{
          onSendCode: sendCode.mutateAsync,
          onVerify: verify.mutateAsync,
          onRemove: () => remove.mutateAsync(),
        }}
        topicCount={STAFF_TOPICS.length}
        textsNote={TEXTS.staffTextsNote}
      />
    </Stack>
  );
}
