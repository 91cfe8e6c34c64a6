import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from './notification-settings-texts.ts';
import '@mantine/core/styles/Skeleton.layer.css';

/** Six topic rows for students (staff have one: their page is shorter anyway). */
const ROW_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The form's outline while the settings load: the same boxes at about the same heights, so nothing jumps. */
export function NotificationSettingsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={TEXTS.loading}>
      <VisuallyHidden>{TEXTS.loading}</VisuallyHidden>
      <Paper withBorder radius="md" p="lg" aria-hidden="true">
        <Skeleton height={24} width="35%" />
        <Skeleton height={18} width="90%" mt={10} />
        <Skeleton height={18} width="60%" mt={6} mb={14} />
        <Skeleton height={36} />
        {ROW_KEYS.map((key) => (
          <Skeleton key={key} height={30} mt={14} />
        ))}
      </Paper>
      <Paper withBorder radius="md" p="lg" aria-hidden="true">
        <Skeleton height={24} width="25%" />
        <Skeleton height={18} width="80%" mt={12} />
        <Skeleton height={24} width="45%" mt={12} />
        <Skeleton height={60} width="60%" mt={12} />
      </Paper>
      <Skeleton height={36} width={140} aria-hidden="true" />
      <Paper withBorder radius="md" p="lg" aria-hidden="true">
        <Skeleton height={24} width="30%" />
        <Skeleton height={18} width="85%" mt={12} />
        <Skeleton height={36} width="60%" mt={12} />
      </Paper>
      <Paper withBorder radius="md" p="lg" aria-hidden="true">
        <Skeleton height={24} width="30%" />
        <Skeleton height={18} width="85%" mt={12} />
      </Paper>
    </Stack>
  );
}
