import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.layer.css';
import { formatPhoneDisplay, PAYMENT_MODE_LABELS, type TPaymentReceipt } from '@portal/contract';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { formatPaidDateTime, formatRupees } from '../../../../lib/format-payment.ts';
import { STAFF_PATHS } from '../../../lib/staff-paths.ts';
import { useReceipt } from '../api/receipt-get.ts';
import { PAYMENT_SECTION_TEXTS, RECEIPT_TEXTS as TEXTS } from '../payment-texts.ts';
import './receipt.css';

/** The facts of a receipt, in the order a student's copy reads them. */
function factsOf(receipt: TPaymentReceipt): [string, string][] {
  const { fee } = receipt;
  return [
    [TEXTS.receiptNumber, receipt.receiptNumber],
    [TEXTS.student, receipt.student.name || TEXTS.unnamed],
    [TEXTS.studentReference, receipt.student.referenceId],
    [TEXTS.mobile, formatPhoneDisplay(receipt.student.mobileNumber)],
    [TEXTS.date, formatPaidDateTime(receipt.createdAt)],
    [TEXTS.amount, formatRupees(receipt.amount)],
    [TEXTS.mode, PAYMENT_MODE_LABELS[receipt.mode]],
    [TEXTS.reference, receipt.reference || PAYMENT_SECTION_TEXTS.noReference],
    [TEXTS.recordedBy, receipt.recordedBy.name],
    [TEXTS.fee, TEXTS.feeBreakdown(formatRupees(fee.amount), formatRupees(fee.gst), formatRupees(fee.total))],
    [TEXTS.paidToDate, formatRupees(receipt.paidToDate)],
    [TEXTS.balanceAfter, formatRupees(receipt.balanceAfter)],
  ];
}

const FACT_COUNT = 12;

/**
 * /staff/receipts/:paymentId: one payment's receipt, printable (Print, and a print stylesheet that leaves
 * only the receipt), outside the console frame. An unknown payment says so (404).
 */
export function ReceiptPage() {
  const paymentId = Number(useParams().paymentId);
  const isValidId = Number.isInteger(paymentId) && paymentId > 0;
  const { data: receipt, error, refetch, isPending } = useReceipt(isValidId ? paymentId : 0, isValidId);

  useEffect(() => {
    document.title = TEXTS.documentTitle;
  }, []);

  const isNotFound = !isValidId || (error instanceof ApiError && error.httpStatus === 404);
  return (
    <main id="main" className="receipt" tabIndex={-1}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {TEXTS.title}
        </Title>
        {isNotFound ? (
          <Stack gap="xs">
            <Text fw={600}>{TEXTS.notFound}</Text>
            <Text>{TEXTS.notFoundText}</Text>
            <Anchor component={Link} to={STAFF_PATHS.students}>
              {TEXTS.backToStudents}
            </Anchor>
          </Stack>
        ) : error ? (
          <LoadFailedAlert title={TEXTS.loadFailed} retryLabel={TEXTS.retry} onRetry={() => void refetch()} />
        ) : isPending || !receipt ? (
          <Stack gap={8} role="status" aria-label={TEXTS.loading}>
            {Array.from({ length: FACT_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows.
              <Skeleton key={index} h={24} />
            ))}
          </Stack>
        ) : (
          <>
            <dl className="receipt__facts">
              {factsOf(receipt).map(([name, value]) => (
                <div key={name} style={{ display: 'contents' }}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <Group className="receipt__actions" gap="sm">
              <Button onClick={() => window.print()}>{TEXTS.print}</Button>
              <Anchor component={Link} to={STAFF_PATHS.student(receipt.student.id)}>
                {TEXTS.back}
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </main>
  );
}
