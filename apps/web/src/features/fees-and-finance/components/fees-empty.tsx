import { Button, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { FEES_TEXTS } from '../fees-texts.ts';

/** No payment recorded yet: say so, and lead to the fee and how it is paid. */
export function FeesEmpty() {
  return (
    <Paper withBorder radius="md" p="lg" className="fees-card fees-empty">
      <Text fw={700} size="lg">
        {FEES_TEXTS.emptyTitle}
      </Text>
      <Text c="gray.7" mt={4}>
        {FEES_TEXTS.emptyText}
      </Text>
      <Button component={Link} to={PATHS.payment} mt="md">
        {FEES_TEXTS.payNow}
      </Button>
    </Paper>
  );
}
