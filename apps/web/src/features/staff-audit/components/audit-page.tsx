import { Title } from '@mantine/core';

/** Placeholder of issue 14's Audit page: replaced by its helper. */
export function AuditPage() {
  return (
    <Title order={1} size="h2">
      Audit
    </Title>
  );
}
