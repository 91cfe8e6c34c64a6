import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TQueueHealth } from '@portal/contract';
import { NOTIFICATION_QUEUE_TEXTS as TEXTS } from '../notification-queue-texts.ts';

/** Which email and text senders the server was started with (an "Off" one is the usual broken setting). */
export function QueueSenders({ channels }: { channels: TQueueHealth['channels'] }) {
  const rows = [
    {
      label: TEXTS.senders.email,
      value: TEXTS.emailSenders[channels.email],
      isOff: channels.email === 'LOG' || channels.email === 'OFF',
    },
    { label: TEXTS.senders.texts, value: TEXTS.textSenders[channels.texts], isOff: channels.texts === 'LOG' },
  ];
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {TEXTS.sendersTitle}
      </Title>
      <Paper withBorder p="sm" radius="sm">
        <dl className="queue-senders">
          {rows.map((row) => (
            <Group key={row.label} gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" fw={600} size="sm" miw={170}>
                {row.label}
              </Text>
              <Text component="dd" size="sm" c={row.isOff ? 'var(--mantine-color-error)' : undefined}>
                {row.value}
              </Text>
            </Group>
          ))}
        </dl>
      </Paper>
    </Stack>
  );
}
