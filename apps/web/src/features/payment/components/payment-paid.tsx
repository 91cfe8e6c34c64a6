import { Button, Paper, Text, Title } from '@mantine/core';
import type { TPaymentSummary } from '@portal/contract';
import { Link } from 'react-router';
import { formatPaidDate, formatRupees } from '../../../lib/format-payment.ts';
import { PATHS } from '../../../lib/paths.ts';
import { PAYMENT_TEXTS } from '../payment-texts.ts';

const CheckIcon = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
    <path
      d="M5 12.5l4.5 4.5L19 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
);

/** Staff have recorded the whole fee: the amount, the day, and the next step (apply). */
export function PaymentPaid({ summary }: { summary: TPaymentSummary }) {
  return (
    <Paper withBorder radius="md" p="lg" className="payment-card payment-paid">
      <span className="payment-paid__icon">
        <CheckIcon />
      </span>
      <Title order={1} size="h2" mt="sm">
        {PAYMENT_TEXTS.paid}
      </Title>
      <Text className="payment-paid__amount">{formatRupees(summary.paidAmount || summary.total)}</Text>
      {summary.paidAt && <Text fw={600}>{PAYMENT_TEXTS.paidOn(formatPaidDate(summary.paidAt))}</Text>}
      <Text c="gray.7" mt="sm">
        {PAYMENT_TEXTS.paidNext}
      </Text>
      <Button component={Link} to={PATHS.shortlisted} mt="lg" size="md">
        {PAYMENT_TEXTS.goToShortlisted}
      </Button>
    </Paper>
  );
}
