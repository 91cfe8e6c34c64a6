import { Alert, Stack, Text } from '@mantine/core';
import { JOURNEY_DOCUMENT_LABELS, type TDepositView } from '@portal/contract';
import { formatDay, formatMoney } from '../post-offer-format.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { Facts } from './facts.tsx';
import { JourneyDocument } from './journey-document.tsx';

export type TDepositDetailsProps = { applicationId: number; deposit: TDepositView; onUploaded: () => void };

/** The tuition deposit: what the offer asks, by when, the receipt to upload and the counsellor's check. */
export function DepositDetails({ applicationId, deposit, onUploaded }: TDepositDetailsProps) {
  if (deposit.status === 'NOT_REQUESTED') return <Text size="sm">{TEXTS.depositNotRequested}</Text>;
  const money = (amount: number | null) =>
    amount === null || deposit.currency === null ? null : formatMoney(amount, deposit.currency);
  return (
    <Stack gap="sm">
      <Facts
        facts={[
          { label: TEXTS.depositAmount, value: money(deposit.amount) },
          { label: TEXTS.depositDue, value: deposit.dueOn && formatDay(deposit.dueOn) },
        ]}
      />
      {deposit.paidAmount !== null && deposit.paidOn && (
        <Text size="sm">{TEXTS.depositPaid(money(deposit.paidAmount) ?? '', formatDay(deposit.paidOn))}</Text>
      )}
      {deposit.status === 'VERIFIED' && deposit.verifiedAt && (
        <Text size="sm" c="green.9" fw={600}>
          {TEXTS.depositVerified(formatDay(deposit.verifiedAt.slice(0, 10)))}
        </Text>
      )}
      {deposit.status === 'PROOF_UPLOADED' && <Text size="sm">{TEXTS.depositProofBeingChecked}</Text>}
      {deposit.status === 'PROOF_REJECTED' && (
        <Alert color="red" variant="light" title={TEXTS.depositRefused}>
          {deposit.rejectionReason && TEXTS.reason(deposit.rejectionReason)}
        </Alert>
      )}
      <JourneyDocument
        applicationId={applicationId}
        type="TUITION_DEPOSIT_RECEIPT"
        label={JOURNEY_DOCUMENT_LABELS.TUITION_DEPOSIT_RECEIPT}
        document={deposit.receipt}
        canUpload={deposit.status !== 'VERIFIED'}
        onUploaded={onUploaded}
      />
    </Stack>
  );
}
