import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  PAYMENT_MESSAGES,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  PAYMENT_REFERENCE_MAX_LENGTH,
  STAFF_MESSAGES,
  type TPaymentMode,
  ZStaffPaymentBody,
} from '@portal/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { formatRupees } from '../../../../lib/format-payment.ts';
import { useRecordPayment } from '../api/payment-record.ts';
import { PAYMENT_SECTION_TEXTS as TEXTS } from '../payment-texts.ts';

type TFieldErrors = { amount?: string; mode?: string; reference?: string };

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));
// Whole rupees as typed ("4956", " 2,000 " is not: the server takes integers only, so the field says so).
const amountOf = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Record a payment received offline: amount, mode and reference (required unless cash). The contract's
 * own rule (ZStaffPaymentBody) and the balance are checked before sending: nothing is sent with a problem.
 * The amount's words are the form's own: whole rupees of 1 or more, then at most the balance (the body
 * schema's amountInvalid is the API's developer text, ending at the full fee rather than the balance).
 * A double click records once; a refusal (400 over the balance, 409 already paid) shows under the form.
 */
export function PaymentForm({ studentId, outstanding }: { studentId: number; outstanding: number }) {
  const titleId = useId();
  const record = useRecordPayment(studentId);
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<TPaymentMode>('CASH');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const isSending = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    const rupees = amountOf(amount);
    const parsed = ZStaffPaymentBody.safeParse({ amount: rupees, mode, reference });
    const found: TFieldErrors = {};
    if (!(rupees >= 1)) found.amount = PAYMENT_MESSAGES.amountFormInvalid;
    else if (rupees > outstanding) found.amount = STAFF_MESSAGES.amountExceedsBalance(outstanding);
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as keyof TFieldErrors;
      if (field !== 'amount') found[field] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success || found.amount) return;
    isSending.current = true;
    record.mutate(parsed.data, {
      onSuccess: () => {
        setAmount('');
        setReference('');
        setMode('CASH');
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  };

  const balance = formatRupees(outstanding);
  return (
    <form aria-labelledby={titleId} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {TEXTS.form}
        </Title>
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={TEXTS.amount}
            description={TEXTS.amountHint(balance)}
            inputMode="numeric"
            autoComplete="off"
            required
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={errors.amount}
            miw={150}
          />
          <NativeSelect
            label={TEXTS.mode}
            data={MODE_OPTIONS}
            value={mode}
            onChange={(event) => setMode(event.currentTarget.value as TPaymentMode)}
            error={errors.mode}
            miw={150}
          />
          <TextInput
            label={TEXTS.reference}
            description={TEXTS.referenceHint}
            required={mode !== 'CASH'}
            maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={errors.reference}
            miw={180}
          />
        </Group>
        {record.isError && (
          <Text role="alert" size="sm" c="var(--mantine-color-error)">
            {errorMessageOf(record.error, TEXTS.recordFailed)}
          </Text>
        )}
        <Button type="submit" loading={record.isPending} style={{ alignSelf: 'flex-start' }}>
          {TEXTS.record}
        </Button>
      </Stack>
    </form>
  );
}
