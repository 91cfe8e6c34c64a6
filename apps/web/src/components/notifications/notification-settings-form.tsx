import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import {
  NOTIFICATION_PREFERENCE_MESSAGES as MESSAGES,
  type TNotificationPreferences,
  type TNotificationPreferencesBody,
} from '@portal/contract';
import { type FormEvent, useId, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error.ts';
import { LoadFailedAlert } from '../ui/load-failed-alert.tsx';
import { ChannelGrid } from './channel-grid.tsx';
import { EmailBlock, type TEmailActions } from './email-block.tsx';
import { NotificationSettingsSkeleton } from './notification-settings-skeleton.tsx';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from './notification-settings-texts.ts';
import { QuietHoursFields } from './quiet-hours-fields.tsx';
import { SettingsNote, type TSettingsNote } from './settings-note.tsx';
import './notification-settings.css';

export type TNotificationSettingsProps = {
  /** The settings as read (GET /api/notifications/preferences), by whichever side shows them. */
  preferences: {
    data?: TNotificationPreferences | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  onSave: (body: TNotificationPreferencesBody) => Promise<unknown>;
  email: TEmailActions;
  /** How many topics this side has (students six, staff one): the loading skeleton's height. */
  topicCount: number;
  /** Where texts go, in the words of this side (students and staff change their number differently). */
  textsNote: (masked: string) => string;
};

/**
 * The notification settings, UI only: data and actions come as props, so the student app and the staff
 * console each wire their own calls. Loading shows a skeleton of the final size, a failed read says so.
 */
export function NotificationSettings(props: TNotificationSettingsProps) {
  const { preferences } = props;
  if (preferences.isPending) return <NotificationSettingsSkeleton topicCount={props.topicCount} />;
  if (preferences.isError || !preferences.data) {
    return (
      <LoadFailedAlert
        title={TEXTS.loadFailed}
        retryLabel={TEXTS.retry}
        onRetry={() => void preferences.refetch()}
      />
    );
  }
  return <SettingsForm {...props} data={preferences.data} />;
}

function SettingsForm({
  data,
  onSave,
  email,
  textsNote,
}: TNotificationSettingsProps & { data: TNotificationPreferences }) {
  const [topics, setTopics] = useState(data.topics);
  const [quietHours, setQuietHours] = useState(data.quietHours);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<TSettingsNote>(null);
  const channelsId = useId();
  const quietId = useId();
  const emailId = useId();
  const textsId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setNote(null);
    try {
      await onSave({ topics: topics.map(({ topic, channels }) => ({ topic, channels })), quietHours });
      setNote({ kind: 'done', text: MESSAGES.saved });
    } catch (error) {
      setNote({ kind: 'failed', text: errorMessageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={channelsId}>
            <Title order={2} size="h4" id={channelsId}>
              {TEXTS.channelsHeading}
            </Title>
            <Text size="sm" c="gray.7" mt={4} mb="sm">
              {TEXTS.centreNote}
            </Text>
            {!data.email.address && (
              <Text size="sm" mb="sm">
                {MESSAGES.emailNeeded}
              </Text>
            )}
            <ChannelGrid
              topics={topics}
              onChange={(topic, channels) =>
                setTopics((rows) => rows.map((row) => (row.topic === topic ? { ...row, channels } : row)))
              }
            />
          </Paper>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={quietId}>
            <Stack gap="sm">
              <Title order={2} size="h4" id={quietId}>
                {TEXTS.quietHeading}
              </Title>
              <Text size="sm" c="gray.7">
                {TEXTS.quietNote}
              </Text>
              <QuietHoursFields value={quietHours} onChange={setQuietHours} />
            </Stack>
          </Paper>
          <div>
            <Button type="submit" loading={saving}>
              {TEXTS.save}
            </Button>
          </div>
          <SettingsNote note={note} />
        </Stack>
      </form>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={emailId}>
        <Title order={2} size="h4" id={emailId} mb="xs">
          {TEXTS.emailHeading}
        </Title>
        <EmailBlock email={data.email} actions={email} />
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={textsId}>
        <Title order={2} size="h4" id={textsId} mb="xs">
          {TEXTS.textsHeading}
        </Title>
        <Text>{textsNote(data.mobileNumberMasked)}</Text>
      </Paper>
    </Stack>
  );
}
