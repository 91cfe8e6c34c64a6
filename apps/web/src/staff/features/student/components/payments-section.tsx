import { Group, Stack, Text, Title } from '@mantine/core';
import type { TStaffStudentDetail } from '@portal/contract';
import { useId } from 'react';
import { formatPaidDate, formatRupees } from '../../../../lib/format-payment.ts';
import { PAYMENT_SECTION_TEXTS as TEXTS } from '../payment-texts.ts';
import { PaymentForm } from './payment-form.tsx';
import { PaymentTable } from './payment-table.tsx';
import './shortlist-payment-application.css';

/**
 * The student page's Payments (#payments): what was paid of the fee (₹4,956 with GST) and the balance, the
 * form that records a payment (replaced by "Paid in full on {date}" once paid) and the payments with their
 * receipts.
 */
export function PaymentsSection({ detail }: { detail: TStaffStudentDetail }) {
  const titleId = useId();
  const { payment } = detail;
  // paidAt is when the payments reached the total; the last payment stands in should it be missing.
  const paidAt = payment.paidAt ?? payment.payments.at(-1)?.createdAt;
  return (
    <section id="payments" aria-labelledby={titleId} className="staff-section" tabIndex={-1}>
      <Title order={2} size="h3" id={titleId}>
        {TEXTS.title}
      </Title>
      <Stack gap="md" mt="sm">
        <Group gap="lg">
          <Text fw={600}>{TEXTS.paidOf(formatRupees(payment.totalPaid), formatRupees(payment.total))}</Text>
          <Text fw={600}>{TEXTS.balance(formatRupees(payment.outstanding))}</Text>
        </Group>
        {payment.isPaid ? (
          <Text c="teal.9" fw={600}>
            {paidAt ? TEXTS.paidInFull(formatPaidDate(paidAt)) : TEXTS.paidInFullUndated}
          </Text>
        ) : (
          <PaymentForm studentId={detail.account.id} outstanding={payment.outstanding} />
        )}
        {payment.payments.length === 0 ? (
          <Text c="dimmed">{TEXTS.none}</Text>
        ) : (
          <PaymentTable payments={payment.payments} />
        )}
      </Stack>
    </section>
  );
}
