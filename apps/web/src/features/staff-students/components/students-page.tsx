import { Title } from '@mantine/core';

/** Placeholder of issue 14's Students page: replaced by its helper. */
export function StudentsPage() {
  return (
    <Title order={1} size="h2">
      Students
    </Title>
  );
}
