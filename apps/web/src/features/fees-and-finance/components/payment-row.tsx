import { Button, Paper, Text } from '@mantine/core';
import type { TStudentPaymentItem } from '@portal/contract';
import { DownloadIcon } from '../../../components/layout/icons.tsx';
import { useDownloadReceipt } from '../api/download-receipt.ts';
import { FEES_TEXTS } from '../fees-texts.ts';
import { formatDay, formatMoney } from '../format-money.ts';

/** One payment: what it paid for, how much, when and how, and its receipt as a PDF. */
export function PaymentRow({ item }: { item: TStudentPaymentItem }) {
  const download = useDownloadReceipt(item);
  const day = formatDay(item.paidOn);
  const howPaid = FEES_TEXTS.howPaid(item.mode, item.reference);
  return (
    <Paper component="li" withBorder radius="md" p="md" className="fees-card fees-row">
      <div className="fees-row__top">
        <Text fw={700} className="fees-row__what">
          {item.description}
        </Text>
        <Text className="fees-row__amount">{formatMoney(item.amount, item.currency)}</Text>
      </div>
      <Text size="sm" mt={4}>
        {FEES_TEXTS.paidOn(day)}
      </Text>
      <Text className="fees-row__meta" mt={2}>
        {[howPaid, item.receiptNumber ? FEES_TEXTS.receiptNumber(item.receiptNumber) : '']
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {item.receiptPath ? (
        <Button
          mt="sm"
          variant="light"
          leftSection={<DownloadIcon />}
          loading={download.isPending}
          aria-label={FEES_TEXTS.downloadLabel(item.description, day)}
          onClick={() => download.mutate()}
        >
          {FEES_TEXTS.download}
        </Button>
      ) : (
        <Text size="sm" c="gray.7" mt="sm">
          {FEES_TEXTS.noReceipt}
        </Text>
      )}
      {download.isError && (
        <Text role="alert" size="sm" c="red.8" mt="xs">
          {FEES_TEXTS.downloadFailed}
        </Text>
      )}
    </Paper>
  );
}
