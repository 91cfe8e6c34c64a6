import { Alert } from '@mantine/core';
import type { TQueueHealth } from '@portal/contract';
import { NOTIFICATION_QUEUE_TEXTS as TEXTS } from '../notification-queue-texts.ts';

/** One line: healthy, or how many failed in the last 24 h (and older failures still retryable). */
export function QueueSummary({ health }: { health: TQueueHealth }) {
  const lastDay = health.queues.reduce((sum, queue) => sum + queue.failedLastDay, 0);
  const older = health.queues.reduce((sum, queue) => sum + queue.failed - queue.failedLastDay, 0);
  const isHealthy = lastDay === 0;
  return (
    <Alert
      className="queue-summary"
      color={isHealthy ? 'green' : 'red'}
      variant="light"
      title={isHealthy ? TEXTS.healthy : TEXTS.failedLastDay(lastDay)}
      role="status"
    >
      {older > 0 ? TEXTS.olderFailures(older) : null}
    </Alert>
  );
}
