import { Title } from '@mantine/core';

/** Placeholder of issue 14's Team page: replaced by its helper. */
export function TeamPage() {
  return (
    <Title order={1} size="h2">
      Team
    </Title>
  );
}
