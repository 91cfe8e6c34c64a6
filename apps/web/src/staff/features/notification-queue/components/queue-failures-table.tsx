import { Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { TQueueFailure } from '@portal/contract';
import { NOTIFICATION_QUEUE_TEXTS as TEXTS } from '../notification-queue-texts.ts';
import { QueueFailureRow } from './queue-failure-row.tsx';

const COLUMNS = TEXTS.failureColumns;

/** The last failures, newest first, each with Retry; "No failures" when there are none. */
export function QueueFailuresTable({ failures }: { failures: readonly TQueueFailure[] }) {
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {TEXTS.failuresTitle}
      </Title>
      {failures.length === 0 ? (
        <Text c="dimmed">{TEXTS.noFailures}</Text>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe).
        <section className="queue-table-scroll queue-failures" aria-label={TEXTS.failuresTable} tabIndex={0}>
          <Table verticalSpacing="xs" striped aria-label={TEXTS.failuresTable}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{COLUMNS.when}</Table.Th>
                <Table.Th scope="col">{COLUMNS.what}</Table.Th>
                <Table.Th scope="col">{COLUMNS.channel}</Table.Th>
                <Table.Th scope="col">{COLUMNS.error}</Table.Th>
                <Table.Th scope="col" className="queue-number">
                  {COLUMNS.attempts}
                </Table.Th>
                <Table.Th scope="col">{COLUMNS.action}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failures.map((failure) => (
                <QueueFailureRow key={failure.jobId} failure={failure} />
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </Stack>
  );
}
