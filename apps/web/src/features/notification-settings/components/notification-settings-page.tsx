import { Stack, Text, Title } from '@mantine/core';
import { STUDENT_TOPICS } from '@portal/contract';
import { NotificationSettings } from '../../../components/notifications/notification-settings-form.tsx';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from '../../../components/notifications/notification-settings-texts.ts';
import { useNotificationPreferences } from '../../../lib/api/get-notification-preferences.ts';
import { useRemoveEmail } from '../../../lib/api/remove-email.ts';
import { useSaveNotificationPreferences } from '../../../lib/api/save-notification-preferences.ts';
import { useSendEmailCode } from '../../../lib/api/send-email-code.ts';
import { useVerifyEmailCode } from '../../../lib/api/verify-email-code.ts';

export const NOTIFICATION_SETTINGS_PAGE_TEXTS = {
  title: 'Notification settings',
  subtitle: 'Choose how we tell you about your documents, sessions, payments, applications and offers.',
} as const;

/** /notifications/settings: the student's channels per kind of notification, quiet hours and email address. */
export function NotificationSettingsPage() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const sendCode = useSendEmailCode();
  const verify = useVerifyEmailCode();
  const remove = useRemoveEmail();
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
      <NotificationSettings
        preferences={preferences}
        onSave={save.mutateAsync}
        email={{
          onSendCode: sendCode.mutateAsync,
          onVerify: verify.mutateAsync,
          onRemove: () => remove.mutateAsync(),
        }}
        topicCount={STUDENT_TOPICS.length}
        textsNote={TEXTS.textsNote}
      />
    </Stack>
  );
}
