import { Button, Paper, Text, Title } from '@mantine/core';
import type { TPaymentSummary } from '@portal/contract';
import { useId } from 'react';
import { formatRupees } from '../../../lib/format-payment.ts';
import { PAYMENT_TEXTS } from '../payment-texts.ts';

export type TPaymentSummaryCardProps = {
  summary: TPaymentSummary;
  /** The How to pay panel's id and whether it shows (Pay Now opens it). */
  howToPayId: string;
  isHowToPayOpen: boolean;
  onPayNow: () => void;
};

/** §2 Payment Summary: the fee, its GST and the total including GST, then Pay Now. */
export function PaymentSummaryCard({
  summary,
  howToPayId,
  isHowToPayOpen,
  onPayNow,
}: TPaymentSummaryCardProps) {
  const titleId = useId();
  const rows = [
    [PAYMENT_TEXTS.fee, formatRupees(summary.amount)],
    [PAYMENT_TEXTS.gst, formatRupees(summary.gst)],
  ] as const;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="lg"
      className="payment-card"
    >
      <Title id={titleId} order={2} size="h4">
        {PAYMENT_TEXTS.summary}
      </Title>
      <dl className="payment-rows">
        {rows.map(([label, value]) => (
          <div key={label} className="payment-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="payment-row payment-row--total">
          <dt>
            {PAYMENT_TEXTS.total} <span className="payment-row__note">({PAYMENT_TEXTS.includingGst})</span>
          </dt>
          <dd>{formatRupees(summary.total)}</dd>
        </div>
      </dl>
      {summary.paidAmount > 0 && (
        <Text size="sm" fw={600} mt="sm">
          {PAYMENT_TEXTS.receivedSoFar(formatRupees(summary.paidAmount), formatRupees(summary.total))}
        </Text>
      )}
      <Button
        fullWidth
        size="md"
        mt="lg"
        onClick={onPayNow}
        aria-expanded={isHowToPayOpen}
        aria-controls={howToPayId}
      >
        {PAYMENT_TEXTS.payNow}
      </Button>
      <Text size="sm" c="gray.7" mt="xs" ta="center">
        {PAYMENT_TEXTS.payNote}
      </Text>
    </Paper>
  );
}
