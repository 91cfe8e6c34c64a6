import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatPhoneDisplay, LIMITS } from '@portal/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { OtpInput, type TOtpInputHandle } from './otp-input.tsx';

export type TOtpFormProps = {
  mobileNumber: string;
  isVerifying: boolean;
  /** The server's reason after a failed verify ('Invalid OTP', a rate limit…). */
  verifyError: string | null;
  secondsUntilResend: number;
  isResending: boolean;
  /** Why the last resend failed (e.g. the wait of a rate limit). */
  resendError: string | null;
  /** Resolves once verified; on a rejection the boxes are cleared for a new try. */
  onVerify: (otp: string) => Promise<unknown>;
  /** The contract's check of the code: its message, or null when it is 6 digits. */
  validate: (otp: string) => Promise<string | null>;
  onResend: () => void;
  onChangeNumber: () => void;
};

const formatWait = (seconds: number) => `0:${String(seconds).padStart(2, '0')}`;

/** Step 2: the six-box code, Verify, resend after a countdown, and a way back to change the number. */
export function OtpForm(props: TOtpFormProps) {
  const { mobileNumber, isVerifying, verifyError, secondsUntilResend, isResending } = props;
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const otpRef = useRef<TOtpInputHandle>(null);
  const labelId = useId();
  const errorId = useId();
  const error = formatError ?? verifyError;

  const verify = async (value: string) => {
    if (isVerifying) return;
    const otp = value.replaceAll(' ', '');
    const issue = await props.validate(otp).catch(() => null); // the server checks it anyway
    if (issue) {
      setFormatError(issue);
      otpRef.current?.focus();
      return;
    }
    await props.onVerify(otp).catch(() => {
      setCode('');
      otpRef.current?.focus();
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <div>
          <Text id={labelId} fw={600}>
            Enter the {LIMITS.otpDigits}-digit code
          </Text>
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              Sent to {formatPhoneDisplay(mobileNumber)}.
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={props.onChangeNumber}>
              Change number
            </Anchor>
          </Group>
        </div>
        <OtpInput
          ref={otpRef}
          value={code}
          labelledBy={labelId}
          describedBy={error ? errorId : undefined}
          isInvalid={Boolean(error)}
          isDisabled={isVerifying}
          autoFocus
          onChange={(value) => {
            setCode(value);
            setFormatError(null);
          }}
          onComplete={(value) => void verify(value)}
        />
        {error && (
          <Text id={errorId} role="alert" c="var(--mantine-color-error)" size="sm">
            {error}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={isVerifying}>
          Verify
        </Button>
        <Text size="sm" ta="center">
          {secondsUntilResend > 0 ? (
            <>Resend OTP in {formatWait(secondsUntilResend)}</>
          ) : (
            <>
              Didn't get the code?{' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                disabled={isResending}
                onClick={props.onResend}
              >
                Resend OTP
              </Anchor>
            </>
          )}
        </Text>
        {props.resendError && (
          <Text role="alert" c="var(--mantine-color-error)" size="sm" ta="center">
            {props.resendError}
          </Text>
        )}
      </Stack>
    </form>
  );
}
