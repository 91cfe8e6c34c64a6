import { Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { formatRupees } from '../../../lib/format-payment.ts';
import { readUserName } from '../../../lib/session.ts';
import { usePaymentSummary } from '../api/get-payment-summary.ts';
import { PAYMENT_TEXTS } from '../payment-texts.ts';
import { HowToPay } from './how-to-pay.tsx';
import { PaymentPaid } from './payment-paid.tsx';
import { PaymentSkeleton } from './payment-skeleton.tsx';
import { PaymentSummaryCard } from './payment-summary-card.tsx';
import './payment.css';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';

/**
 * /payment (§2 Payment). Unpaid: the title, the summary from GET /api/payment/summary and Pay Now, which
 * opens How to pay (the fee goes to the counsellor, who records it). Paid (staff recorded the whole fee):
 * the amount, the day and the way on to Apply Now. The summary is read on every visit and when the window
 * regains focus, so a payment recorded meanwhile shows without a reload.
 */
export function PaymentPage() {
  const summary = usePaymentSummary();
  const howToPayId = useId();
  const [payNowPresses, setPayNowPresses] = useState(0);

  if (summary.isPending) {
    return (
      <div className="payment-page">
        <PaymentSkeleton />
      </div>
    );
  }

  if (summary.isError) {
    return (
      <Stack gap="md" className="payment-page">
        <Title order={1} size="h2">
          {PAYMENT_TEXTS.title(readUserName())}
        </Title>
        <LoadFailedAlert
          title={PAYMENT_TEXTS.loadFailed}
          retryLabel={PAYMENT_TEXTS.retry}
          onRetry={() => void summary.refetch()}
        />
      </Stack>
    );
  }

  const { data } = summary;
  if (data.isPaid) {
    return (
      <div className="payment-page">
        <PaymentPaid summary={data} />
      </div>
    );
  }

  return (
    <Stack gap="md" className="payment-page">
      <div>
        <Title order={1} size="h2">
          {PAYMENT_TEXTS.title(readUserName())}
        </Title>
        <Text c="gray.7" mt={4}>
          {PAYMENT_TEXTS.subtitle}
        </Text>
      </div>
      <PaymentSummaryCard
        summary={data}
        howToPayId={howToPayId}
        isHowToPayOpen={payNowPresses > 0}
        onPayNow={() => setPayNowPresses((count) => count + 1)}
      />
      {payNowPresses > 0 && (
        <HowToPay id={howToPayId} total={formatRupees(data.total)} focusRequest={payNowPresses} />
      )}
    </Stack>
  );
}
