import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, PHONE_PREFIX } from '@portal/contract';
import { type FormEvent, useState } from 'react';

export type TMobileFormProps = {
  defaultValue: string;
  isSending: boolean;
  /** The server's reason after a failed send (e.g. the wait of a rate limit), shown under the form. */
  sendError: string | null;
  /** The contract's check of the number: its message, or null when valid (loaded with the sign-in requests). */
  validate: (mobileNumber: string) => Promise<string | null>;
  onSubmit: (mobileNumber: string) => void;
};

const LOAD_FAILED = 'Could not reach the portal. Check your connection and try again.';

/** Keeps the 10 digits of what was typed or pasted; a pasted '+91 98765 43210' or '098765 43210' works too. */
export function normalizeMobileInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const { mobileNumberDigits } = LIMITS;
  if (digits.length > mobileNumberDigits && /^(91|0)/.test(digits)) return digits.slice(-mobileNumberDigits);
  return digits.slice(0, mobileNumberDigits);
}

/** Step 1: the 10-digit mobile number (+91) and Send OTP. */
export function MobileForm({ defaultValue, isSending, sendError, validate, onSubmit }: TMobileFormProps) {
  const [mobileNumber, setMobileNumber] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let issue: string | null;
    try {
      issue = await validate(mobileNumber);
    } catch {
      issue = LOAD_FAILED;
    }
    if (issue) setError(issue);
    else onSubmit(mobileNumber);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Mobile number"
          description={`We will text a ${LIMITS.otpDigits}-digit code to this number.`}
          placeholder="98765 43210"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          size="md"
          autoFocus
          required
          leftSection={
            <Text component="span" fw={600} size="md" aria-hidden="true">
              {PHONE_PREFIX}
            </Text>
          }
          leftSectionWidth={52}
          value={mobileNumber}
          error={error}
          onChange={(event) => {
            setMobileNumber(normalizeMobileInput(event.currentTarget.value));
            setError(null);
          }}
        />
        {sendError && (
          <Alert color="red" variant="light" role="alert">
            {sendError}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={isSending}>
          Send OTP
        </Button>
      </Stack>
    </form>
  );
}
