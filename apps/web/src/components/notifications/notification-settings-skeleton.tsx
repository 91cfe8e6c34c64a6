import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from './notification-settings-texts.ts';
import '@mantine/core/styles/Skeleton.layer.css';

/** Six topic rows for students; staff have one. */
const SKELETON_ROW_IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The form's outline while the settings load. Each box has the loaded section's height (measured in
 * Chromium at 375 and 1440 px: notification-settings.css), so nothing jumps when the settings arrive.
 */
export function NotificationSettingsSkeleton({ topicCount }: { topicCount: number }) {
  const grid = topicCount > 1 ? 'many' : 'one';
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={TEXTS.loading}>
      <VisuallyHidden>{TEXTS.loading}</VisuallyHidden>
      <Paper
        withBorder
        radius="md"
        p="lg"
        aria-hidden="true"
        className={`notification-settings__skeleton-grid--${grid}`}
      >
        <Skeleton height={24} width="35%" />
        <Skeleton height={18} width="90%" mt={10} />
        <Skeleton height={18} width="60%" mt={6} mb={14} />
        <Skeleton height={30} />
        {SKELETON_ROW_IDS.slice(0, topicCount).map((key) => (
          <Skeleton key={key} height={30} mt={18} />
        ))}
      </Paper>
      <Paper
        withBorder
        radius="md"
        p="lg"
        aria-hidden="true"
        className="notification-settings__skeleton-quiet"
      >
        <Skeleton height={24} width="25%" />
        <Skeleton height={18} width="80%" mt={12} />
        <Skeleton height={24} width="45%" mt={12} />
        <Skeleton height={60} width="60%" mt={12} />
      </Paper>
      <Skeleton height={36} width={140} aria-hidden="true" />
      {/* The empty place of the save message: the form keeps it, with its gap. */}
      <div />
      <Paper
        withBorder
        radius="md"
        p="lg"
        aria-hidden="true"
        className="notification-settings__skeleton-email"
      >
        <Skeleton height={24} width="30%" />
        <Skeleton height={18} width="85%" mt={12} />
        <Skeleton height={36} width="60%" mt={12} />
      </Paper>
      <Paper
        withBorder
        radius="md"
        p="lg"
        aria-hidden="true"
        className="notification-settings__skeleton-texts"
      >
        <Skeleton height={24} width="30%" />
        <Skeleton height={18} width="85%" mt={12} />
      </Paper>
    </Stack>
  );
}
