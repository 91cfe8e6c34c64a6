import { Title } from '@mantine/core';

/** Placeholder of issue 14's Student page: replaced by its helper. */
export function StudentPage() {
  return (
    <Title order={1} size="h2">
      Student
    </Title>
  );
}
