import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

export type TFieldErrors = Record<string, string>;

/** The first message per field (the issue's first path segment) of a failed contract parse. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A stage form: the contract's own schema checks what was typed first (its messages shown beside each
 * field, nothing sent with a problem); one request however often the button is pressed.
 */
export function useStageForm<TSchema extends z.ZodType, TVariables>(
  schema: TSchema,
  mutation: UseMutationResult<unknown, Error, TVariables>,
  toVariables: (body: z.output<TSchema>) => TVariables,
  {
    onDone,
    check,
  }: {
    onDone?: () => void;
    /** Rules across fields the schema leaves to the server (date order): their messages, by field. */
    check?: (body: z.output<TSchema>) => TFieldErrors;
  } = {},
) {
  const [errors, setErrors] = useState<TFieldErrors>({});
  const isSending = useRef(false);
  const submit = (input: unknown) => (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    const parsed = schema.safeParse(input);
    const found = parsed.success ? (check?.(parsed.data) ?? {}) : fieldErrorsOf(parsed.error.issues);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    isSending.current = true;
    mutation.mutate(toVariables(parsed.data), {
      onSuccess: () => onDone?.(),
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  return { errors, submit, isBusy: mutation.isPending, error: mutation.error };
}

/** A whole number as typed, else NaN (so the contract's own message says what is wrong). */
export const wholeNumberOf = (text: string) =>
  /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** YYYY-MM-DD `months` after `isoDate` (the rule's validity), or '' for no date. */
export function addMonths(isoDate: string, months: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return '';
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** An empty date field as null (the contract's nullable dates). */
export const dateOrNull = (text: string) => (text === '' ? null : text);

/** An amount in its currency, whole units (e.g. £12,000), as staff read it. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    return `${amount.toLocaleString('en-IN')} ${currency}`;
  }
}
