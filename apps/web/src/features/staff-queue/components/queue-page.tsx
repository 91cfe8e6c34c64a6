import { Title } from '@mantine/core';

/** Placeholder of issue 14's Work queue page: replaced by its helper. */
export function QueuePage() {
  return (
    <Title order={1} size="h2">
      Work queue
    </Title>
  );
}
