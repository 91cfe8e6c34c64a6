import { Alert, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Skeleton.layer.css';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { useStaffMe } from '../../../api/get-staff-me.ts';
import { formatIndiaDateTime } from '../../../components/format-india-time.ts';
import { useStaffTitle } from '../../../components/use-staff-title.ts';
import { useNotificationQueue } from '../api/get-notification-queue.ts';
import { NOTIFICATION_QUEUE_TEXTS as TEXTS } from '../notification-queue-texts.ts';
import { QueueCountsTable } from './queue-counts-table.tsx';
import { QueueFailuresTable } from './queue-failures-table.tsx';
import { QueueSenders } from './queue-senders.tsx';
import { QueueSummary } from './queue-summary.tsx';
import './notification-queue.css';

/**
 * /staff/notification-delivery (admins): is delivery healthy, the jobs per queue, the senders configured
 * and the last failures with Retry; read again every 30 s while the tab is visible. A counsellor — or an
 * admin demoted meanwhile, whom the API answers 403 — is told that only admins see it.
 */
export function NotificationQueuePage() {
  useStaffTitle(TEXTS.title);
  const me = useStaffMe();
  const isAdmin = me.data?.role === 'ADMIN';
  const health = useNotificationQueue(isAdmin);
  const isRefused =
    (me.data !== undefined && !isAdmin) ||
    (health.error instanceof ApiError && health.error.httpStatus === 403);
  const data = health.data;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {TEXTS.title}
        </Title>
        <Text size="sm" c="dimmed">
          {TEXTS.intro}
        </Text>
      </Stack>
      {isRefused ? (
        <Alert color="gray" variant="light">
          {TEXTS.adminsOnly}
        </Alert>
      ) : me.isError || (health.isError && !data) ? (
        <LoadFailedAlert
          title={TEXTS.loadFailed}
          retryLabel={TEXTS.retryLoad}
          onRetry={() => void (me.isError ? me.refetch() : health.refetch())}
        />
      ) : !data ? (
        <PageSkeleton />
      ) : (
        <>
          <Stack gap="xs">
            <QueueSummary health={data} />
            <Group gap="sm" align="center">
              <Text size="sm" c="dimmed">
                {TEXTS.checkedAt(formatIndiaDateTime(data.checkedAt))}
              </Text>
              <Button
                variant="default"
                size="compact-sm"
                loading={health.isFetching}
                onClick={() => void health.refetch()}
              >
                {TEXTS.refresh}
              </Button>
            </Group>
          </Stack>
          <QueueSenders channels={data.channels} />
          <QueueCountsTable queues={data.queues} />
          <QueueFailuresTable failures={data.failures} />
        </>
      )}
    </Stack>
  );
}

/** The final layout's blocks at their size: summary, senders, the counts table, the failures table. */
function PageSkeleton() {
  return (
    <Stack gap="lg">
      <VisuallyHidden role="status">{TEXTS.loading}</VisuallyHidden>
      <Stack gap="xs" aria-hidden="true">
        <Skeleton h={52} />
        <Group gap="sm">
          <Skeleton h={20} w={340} />
          <Skeleton h={26} w={72} />
        </Group>
      </Stack>
      <Skeleton h={88} aria-hidden="true" />
      <Stack gap={6} aria-hidden="true">
        <Skeleton h={28} w={120} />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={40} />
        ))}
      </Stack>
      <Stack gap={6} aria-hidden="true">
        <Skeleton h={28} w={160} />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={48} />
        ))}
      </Stack>
    </Stack>
  );
}
