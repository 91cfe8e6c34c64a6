import { Title } from '@mantine/core';

/** Placeholder of issue 14's Receipt page: replaced by its helper. */
export function ReceiptPage() {
  return (
    <Title order={1} size="h2">
      Receipt
    </Title>
  );
}
