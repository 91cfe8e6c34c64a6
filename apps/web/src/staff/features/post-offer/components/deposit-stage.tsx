import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  POST_OFFER_MESSAGES as M,
  type TPostOfferJourney,
  ZDepositRejectBody,
  ZDepositRequestBody,
  ZDepositVerifyBody,
} from '@portal/contract';
import { useState } from 'react';
import { useRejectDeposit } from '../api/deposit-reject.ts';
import { useRequestDeposit } from '../api/deposit-request.ts';
import { useVerifyDeposit } from '../api/deposit-verify.ts';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { formatMoney, useStageForm, wholeNumberOf } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { JourneyDocument } from './journey-document.tsx';
import { NoteField, StageForm } from './stage-form.tsx';

type TProps = { target: TPostOfferTarget; journey: TPostOfferJourney; currency: string };

/** Tuition deposit: what the offer asks for, the student's receipt, and Verify or Refuse it. */
export function DepositStage({ target, journey, currency }: TProps) {
  const { deposit } = journey;
  return (
    <Stack gap="md">
      {deposit.amount !== null && deposit.currency && (
        <Text size="sm">
          {TEXTS.depositAsked(formatMoney(deposit.amount, deposit.currency), deposit.dueOn)}
        </Text>
      )}
      {deposit.status === 'VERIFIED' && deposit.paidAmount !== null && deposit.paidOn && (
        <Text size="sm" fw={600}>
          {TEXTS.depositPaid(formatMoney(deposit.paidAmount, deposit.currency ?? currency), deposit.paidOn)}
        </Text>
      )}
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {TEXTS.receipt}
        </Text>
        {deposit.receipt ? (
          <JourneyDocument studentId={target.studentId} document={deposit.receipt} label={TEXTS.receipt} />
        ) : (
          <Text size="sm" c="dimmed">
            {TEXTS.noReceipt}
          </Text>
        )}
      </Group>
      {deposit.status !== 'VERIFIED' && (
        <>
          <DepositRequestForm target={target} journey={journey} currency={currency} />
          <DepositVerifyForm target={target} journey={journey} />
          {deposit.receipt && deposit.status === 'PROOF_UPLOADED' && <DepositRejectForm target={target} />}
        </>
      )}
    </Stack>
  );
}

function DepositRequestForm({ target, journey, currency }: TProps) {
  const { deposit } = journey;
  const [amount, setAmount] = useState(deposit.amount === null ? '' : String(deposit.amount));
  const [code, setCode] = useState(deposit.currency ?? currency);
  const [dueOn, setDueOn] = useState(deposit.dueOn ?? '');
  const save = useRequestDeposit(target);
  const form = useStageForm(ZDepositRequestBody, save, (body) => body);
  return (
    <StageForm
      form={form}
      input={{ amount: wholeNumberOf(amount), currency: code.trim().toUpperCase(), dueOn }}
      title={TEXTS.saveDeposit}
      action={TEXTS.saveDeposit}
      button={{ variant: 'default' }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={TEXTS.amount}
          inputMode="numeric"
          autoComplete="off"
          required
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={form.errors.amount}
          w={160}
        />
        <TextInput
          label={TEXTS.currency}
          required
          maxLength={3}
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={form.errors.currency}
          w={100}
        />
        <TextInput
          type="date"
          label={TEXTS.dueOn}
          required
          value={dueOn}
          onChange={(event) => setDueOn(event.currentTarget.value)}
          error={form.errors.dueOn}
          w={180}
        />
      </Group>
    </StageForm>
  );
}

function DepositVerifyForm({ target, journey }: Omit<TProps, 'currency'>) {
  const { deposit } = journey;
  const [paidAmount, setPaidAmount] = useState(deposit.amount === null ? '' : String(deposit.amount));
  const [paidOn, setPaidOn] = useState('');
  const [note, setNote] = useState('');
  const verify = useVerifyDeposit(target);
  const form = useStageForm(ZDepositVerifyBody, verify, (body) => body);
  const blocked =
    deposit.status === 'NOT_REQUESTED'
      ? M.depositNotRequested
      : deposit.status !== 'PROOF_UPLOADED'
        ? M.depositProofMissing
        : null;
  return (
    <StageForm
      form={form}
      input={{ paidAmount: wholeNumberOf(paidAmount), paidOn, note }}
      title={TEXTS.verifyTitle}
      blocked={blocked}
      action={TEXTS.verify}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={TEXTS.paidAmount}
          inputMode="numeric"
          autoComplete="off"
          required
          disabled={blocked !== null}
          value={paidAmount}
          onChange={(event) => setPaidAmount(event.currentTarget.value)}
          error={form.errors.paidAmount}
          w={160}
        />
        <TextInput
          type="date"
          label={TEXTS.paidOn}
          required
          disabled={blocked !== null}
          value={paidOn}
          onChange={(event) => setPaidOn(event.currentTarget.value)}
          error={form.errors.paidOn}
          w={180}
        />
        <NoteField
          disabled={blocked !== null}
          value={note}
          onChange={setNote}
          error={form.errors.note}
          miw={220}
        />
      </Group>
    </StageForm>
  );
}

function DepositRejectForm({ target }: { target: TPostOfferTarget }) {
  const [reason, setReason] = useState('');
  const reject = useRejectDeposit(target);
  const form = useStageForm(ZDepositRejectBody, reject, (body) => body, { onDone: () => setReason('') });
  return (
    <StageForm
      form={form}
      input={{ reason }}
      title={TEXTS.refuseTitle}
      action={TEXTS.refuse}
      button={{ color: 'red.9', variant: 'outline' }}
    >
      <Textarea
        label={TEXTS.refuseReason}
        required
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={form.errors.reason}
      />
    </StageForm>
  );
}
