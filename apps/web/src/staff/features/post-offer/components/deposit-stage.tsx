import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  POST_OFFER_MESSAGES as M,
  type TPostOfferJourney,
  ZDepositRejectBody,
  ZDepositRequestBody,
  ZDepositVerifyBody,
} from '@portal/contract';
import { useId, useState } from 'react';
import { useRejectDeposit } from '../api/deposit-reject.ts';
import { useRequestDeposit } from '../api/deposit-request.ts';
import { useVerifyDeposit } from '../api/deposit-verify.ts';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { formatMoney, useStageForm, wholeNumberOf } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { JourneyDocument } from './journey-document.tsx';
import { BlockedReason, ServerRefusal } from './server-refusal.tsx';

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
  const titleId = useId();
  const { deposit } = journey;
  const [amount, setAmount] = useState(deposit.amount === null ? '' : String(deposit.amount));
  const [code, setCode] = useState(deposit.currency ?? currency);
  const [dueOn, setDueOn] = useState(deposit.dueOn ?? '');
  const save = useRequestDeposit(target);
  const form = useStageForm(ZDepositRequestBody, save, (body) => body);
  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={form.submit({ amount: wholeNumberOf(amount), currency: code.trim().toUpperCase(), dueOn })}
    >
      <Stack gap="xs">
        <Title order={5} size="h6" id={titleId}>
          {TEXTS.saveDeposit}
        </Title>
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
        <ServerRefusal error={save.error} />
        <Button type="submit" loading={form.isBusy} variant="default" style={{ alignSelf: 'flex-start' }}>
          {TEXTS.saveDeposit}
        </Button>
      </Stack>
    </form>
  );
}

function DepositVerifyForm({ target, journey }: Omit<TProps, 'currency'>) {
  const titleId = useId();
  const reasonId = useId();
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
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={form.submit({ paidAmount: wholeNumberOf(paidAmount), paidOn, note })}
    >
      <Stack gap="xs">
        <Title order={5} size="h6" id={titleId}>
          {TEXTS.verifyTitle}
        </Title>
        <BlockedReason id={reasonId} reason={blocked} />
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
          <TextInput
            label={TEXTS.note}
            autoComplete="off"
            disabled={blocked !== null}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={form.errors.note}
            miw={220}
          />
        </Group>
        <ServerRefusal error={verify.error} />
        <Button
          type="submit"
          loading={form.isBusy}
          disabled={blocked !== null}
          aria-describedby={blocked ? reasonId : undefined}
          style={{ alignSelf: 'flex-start' }}
        >
          {TEXTS.verify}
        </Button>
      </Stack>
    </form>
  );
}

function DepositRejectForm({ target }: { target: TPostOfferTarget }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const reject = useRejectDeposit(target);
  const form = useStageForm(ZDepositRejectBody, reject, (body) => body, { onDone: () => setReason('') });
  return (
    <form aria-labelledby={titleId} noValidate onSubmit={form.submit({ reason })}>
      <Stack gap="xs">
        <Title order={5} size="h6" id={titleId}>
          {TEXTS.refuseTitle}
        </Title>
        <Textarea
          label={TEXTS.refuseReason}
          required
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={form.errors.reason}
        />
        <ServerRefusal error={reject.error} />
        <Button
          type="submit"
          color="red.9"
          variant="outline"
          loading={form.isBusy}
          style={{ alignSelf: 'flex-start' }}
        >
          {TEXTS.refuse}
        </Button>
      </Stack>
    </form>
  );
}
