import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MOBILE_NUMBER_MAX_INPUT, normalizeMobileNumber, PHONE_PREFIX } from '@portal/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { HELD_SUBMIT_ATTRIBUTE, HOLD_SUBMIT_ATTRIBUTE } from '../../../lib/held-submit.ts';

export type TMobileFormProps = {
  defaultValue: string;
  isSending: boolean;
  /** The server's reason after a failed send (e.g. the wait of a rate limit), shown under the form. */
  sendError: string | null;
  /** The contract's check of the number: its message, or null when valid (loaded with the sign-in requests). */
  validate: (mobileNumber: string) => Promise<string | null>;
  /** The number's 10 digits (normalised: '+91 98450 12345' → '9845012345'). */
  onSubmit: (mobileNumber: string) => void;
};

const LOAD_FAILED = 'Could not reach the portal. Check your connection and try again.';

/**
 * What the field keeps of what was typed or pasted: the characters a number is written with (digits, +,
 * spaces, dashes, dots, brackets), as typed. The 10 digits are taken out on Send (normalizeMobileNumber,
 * the contract's, which the API applies too): taking them out at every keystroke turned a typed
 * '+91 98450 12345' into '1984501234'.
 */
export const keepNumberCharacters = (raw: string): string =>
  raw.replace(/[^\d+\-\s.()]/g, '').slice(0, MOBILE_NUMBER_MAX_INPUT);

/** Step 1: the 10-digit mobile number (+91) and Send OTP. */
export function MobileForm({ defaultValue, isSending, sendError, validate, onSubmit }: TMobileFormProps) {
  const [mobileNumber, setMobileNumber] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  // Set at once on a press, so a second tap of a double tap (before any re-render) is ignored.
  const isBusy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submitNumber = async (raw: string) => {
    if (isBusy.current || isSending) return;
    isBusy.current = true;
    setIsChecking(true);
    const number = normalizeMobileNumber(raw);
    let issue: string | null;
    try {
      issue = await validate(number);
    } catch {
      issue = LOAD_FAILED;
    }
    isBusy.current = false;
    setIsChecking(false);
    if (issue) setError(issue);
    else onSubmit(number);
  };

  // The prerendered form (src/prerender.tsx) can be used before the app has taken over: what was typed is
  // in the field but not in this state, and a press was held by the boot script (lib/held-submit.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the form over
  useEffect(() => {
    const typed = keepNumberCharacters(inputRef.current?.value ?? '');
    if (typed && typed !== mobileNumber) setMobileNumber(typed);
    const form = formRef.current;
    if (form?.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) {
      form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
      void submitNumber(typed);
    }
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitNumber(mobileNumber);
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate {...{ [HOLD_SUBMIT_ATTRIBUTE]: '' }}>
      <Stack gap="md">
        <TextInput
          ref={inputRef}
          label="Mobile number"
          description={`We will text a ${LIMITS.otpDigits}-digit code to this number.`}
          placeholder="98765 43210"
          type="tel"
          inputMode="tel"
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
            setMobileNumber(keepNumberCharacters(event.currentTarget.value));
            setError(null);
          }}
        />
        {sendError && (
          <Alert color="red" variant="light" role="alert">
            {sendError}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={isSending || isChecking}>
          Send OTP
        </Button>
      </Stack>
    </form>
  );
}
