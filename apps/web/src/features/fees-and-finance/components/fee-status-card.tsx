import { Badge, Button, Group, Paper, Title } from '@mantine/core';
import type { TStudentFeeStatus } from '@portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format-payment.ts';
import { PATHS } from '../../../lib/paths.ts';
import { FEES_TEXTS } from '../fees-texts.ts';

/** The consultancy fee's standing: total with GST, paid so far, and what remains (or paid in full). */
export function FeeStatusCard({ fee }: { fee: TStudentFeeStatus }) {
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      className="fees-card"
      component="section"
      aria-labelledby={headingId}
    >
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {FEES_TEXTS.feeHeading}
        </Title>
        {/* The portal's "done" green, filled: teal on light teal reads under 4.5:1. */}
        {fee.balance === 0 && (
          <Badge color="#1f7a34" variant="filled">
            {FEES_TEXTS.feePaidInFull}
          </Badge>
        )}
      </Group>
      <dl className="fees-rows">
        <div className="fees-rows__row">
          <dt>{FEES_TEXTS.feeTotal}</dt>
          <dd>{formatRupees(fee.total)}</dd>
        </div>
        <div className="fees-rows__row">
          <dt>{FEES_TEXTS.feePaid}</dt>
          <dd>{formatRupees(fee.paidAmount)}</dd>
        </div>
        <div className="fees-rows__row">
          <dt>{FEES_TEXTS.feeBalance}</dt>
          <dd>{formatRupees(fee.balance)}</dd>
        </div>
      </dl>
      {/* A part payment: the way to pay the rest (with nothing paid, the empty list offers Pay Now). */}
      {fee.balance > 0 && fee.paidAmount > 0 && (
        <Button component={Link} to={PATHS.payment} variant="light" mt="sm">
          {FEES_TEXTS.payBalance}
        </Button>
      )}
    </Paper>
  );
}
