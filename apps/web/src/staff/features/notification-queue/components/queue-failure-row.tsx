import { Button, Stack, Table, Text } from '@mantine/core';
import type { TQueueFailure } from '@portal/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { formatIndiaDateTime } from '../../../components/format-india-time.ts';
import { useRetryNotificationJob } from '../api/retry-notification-job.ts';
import { NOTIFICATION_QUEUE_TEXTS as TEXTS } from '../notification-queue-texts.ts';

const COLUMNS = TEXTS.failureColumns;

/** One failed job: when, what, the channels that failed, its error, attempts, and Retry (asked first). */
export function QueueFailureRow({ failure }: { failure: TQueueFailure }) {
  const whatId = useId();
  const retry = useRetryNotificationJob(failure.jobId, TEXTS.retried);
  const [isConfirming, setIsConfirming] = useState(false);
  const channels = failure.channels.map((channel) => TEXTS.channelLabels[channel] ?? channel).join(', ');
  const busy = retry.isPending || retry.isSuccess;
  return (
    <Table.Tr>
      <Table.Td data-label={COLUMNS.when} className="queue-when">
        {formatIndiaDateTime(failure.failedAt)}
      </Table.Td>
      <Table.Th scope="row" id={whatId} fw={600}>
        {failure.summary}
      </Table.Th>
      <Table.Td data-label={COLUMNS.channel}>{channels || TEXTS.noChannel}</Table.Td>
      <Table.Td data-label={COLUMNS.error} className="queue-error">
        <Text size="sm" ff="monospace">
          {failure.error}
        </Text>
      </Table.Td>
      <Table.Td data-label={COLUMNS.attempts} className="queue-number">
        {failure.attempts}
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Button
            size="compact-sm"
            variant="light"
            aria-describedby={whatId}
            loading={retry.isPending}
            aria-disabled={busy || undefined}
            data-disabled={busy || undefined}
            onClick={() => !busy && setIsConfirming(true)}
          >
            {TEXTS.retry}
          </Button>
          {retry.isError && (
            <Text role="alert" size="sm" c="var(--mantine-color-error)">
              {errorMessageOf(retry.error, TEXTS.retryFailed)}
            </Text>
          )}
        </Stack>
        <ConfirmDialog
          isOpen={isConfirming}
          title={TEXTS.retryConfirm.title(failure.summary)}
          message={TEXTS.retryConfirm.message}
          confirmLabel={TEXTS.retryConfirm.confirm}
          cancelLabel={TEXTS.retryConfirm.cancel}
          isDestructive={false}
          onConfirm={() => {
            setIsConfirming(false);
            retry.reset();
            retry.mutate();
          }}
          onCancel={() => setIsConfirming(false)}
        />
      </Table.Td>
    </Table.Tr>
  );
}
