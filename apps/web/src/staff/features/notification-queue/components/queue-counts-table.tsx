import { Stack, Table, Title } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { TQueueCounts } from '@portal/contract';
import { NOTIFICATION_QUEUE_TEXTS as TEXTS } from '../notification-queue-texts.ts';

const COLUMNS = [
  'waiting',
  'scheduled',
  'active',
  'retrying',
  'failed',
  'failedLastDay',
  'completedLastDay',
] as const;

/** Jobs per queue and state; a failed count is red, so a broken setting catches the eye. */
export function QueueCountsTable({ queues }: { queues: readonly TQueueCounts[] }) {
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {TEXTS.countsTitle}
      </Title>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe). */}
      <section className="queue-table-scroll" aria-label={TEXTS.countsTable} tabIndex={0}>
        <Table verticalSpacing="xs" striped aria-label={TEXTS.countsTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{TEXTS.countColumns.queue}</Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column} scope="col" className="queue-number">
                  {TEXTS.countColumns[column]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queues.map((queue) => (
              <Table.Tr key={queue.name}>
                <Table.Th scope="row">{TEXTS.queueNames[queue.name] ?? queue.name}</Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Td
                    key={column}
                    data-label={TEXTS.countColumns[column]}
                    className="queue-number"
                    c={
                      column.startsWith('failed') && queue[column] > 0
                        ? 'var(--mantine-color-error)'
                        : undefined
                    }
                    fw={column.startsWith('failed') && queue[column] > 0 ? 700 : undefined}
                  >
                    {queue[column]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    </Stack>
  );
}
