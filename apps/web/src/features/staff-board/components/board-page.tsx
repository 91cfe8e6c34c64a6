import { Title } from '@mantine/core';

/** Placeholder of issue 14's Applications page: replaced by its helper. */
export function BoardPage() {
  return (
    <Title order={1} size="h2">
      Applications
    </Title>
  );
}
