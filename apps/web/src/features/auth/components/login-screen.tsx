import { Paper, Stack, Text, Title } from '@mantine/core';
import { COUNTRIES } from '@portal/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { readSessionEndedMessage } from '../../../lib/session.ts';
import { loadSignInRequests } from '../api/load-sign-in-requests.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useGenerateOtp } from '../hooks/use-generate-otp.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { forgetCodeSentAt, readCodeSentAt, storeCodeSentAt } from '../otp-sent-times.ts';
import { MobileForm } from './mobile-form.tsx';
import { OtpForm } from './otp-form.tsx';
import './login-screen.css';

/** Seconds before another code may be asked for (the server also limits sends per number). */
export const RESEND_AFTER_SECONDS = 30;

const VERIFY_FAILED = 'Could not verify the code. Please try again.';
const countryList = `${COUNTRIES.slice(0, -1).join(', ')} and ${COUNTRIES.at(-1)}`;

export type TLoginScreenProps = {
  /** Shown above the form (the event of an event link). */
  aboveForm?: ReactNode;
};

/** The sign-in screen (§2 login; its content is ours): mobile number, then the code. */
export function LoginScreen({ aboveForm }: TLoginScreenProps) {
  const [mobileNumber, setMobileNumber] = useState('');
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const sendOtp = useGenerateOtp();
  const signIn = useSignIn();
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  // Why the last session ended (idle, 8 hours, ended elsewhere): kept until the next sign-in.
  const [endedMessage] = useState(readSessionEndedMessage);

  useEffect(() => {
    document.title = 'Sign in | Study Abroad Portal';
  }, []);
  // Fetch the request code (api/sign-in-requests.ts) once the student starts typing or tapping, not while
  // the screen starts: it is not needed before the first submit. A failed load is retried on submit.
  const prepareRequests = () => void loadSignInRequests().catch(() => {});

  const showCodeStep = (number: string, sentAt: number) => {
    setMobileNumber(number);
    setStep('otp');
    signIn.reset();
    countdown.restartUntil(sentAt + RESEND_AFTER_SECONDS * 1000);
  };

  // One send at a time: a second press before the answer (a double tap) sends nothing.
  const isRequesting = useRef(false);
  const requestCode = (number: string) => {
    if (isRequesting.current) return;
    // A code sent to this number in this tab less than RESEND_AFTER_SECONDS ago is still on its way:
    // back to its boxes and its timer, no new code (which would retire it).
    const sentAt = readCodeSentAt(number);
    if (sentAt !== undefined && Date.now() - sentAt < RESEND_AFTER_SECONDS * 1000) {
      sendOtp.reset();
      showCodeStep(number, sentAt);
      return;
    }
    isRequesting.current = true;
    sendOtp.mutate(number, {
      onSuccess: () => {
        const now = Date.now();
        storeCodeSentAt(number, now);
        showCodeStep(number, now);
      },
      onSettled: () => {
        isRequesting.current = false;
      },
    });
  };

  return (
    <div className="login-screen">
      <main className="login-screen__panel" onKeyDown={prepareRequests} onPointerDown={prepareRequests}>
        <Stack gap="lg">
          <BrandLogo size={40} />
          <div>
            <Title order={1} className="login-screen__title">
              Sign in to start your study-abroad journey
            </Title>
            <Text c="dimmed" mt="xs">
              Courses in {countryList}: shortlist, apply and follow every offer in one place.
            </Text>
          </div>
          {endedMessage && (
            <Paper withBorder radius="md" p="sm" bg="blue.0" role="status">
              <Text size="sm">{endedMessage}</Text>
            </Paper>
          )}
          {aboveForm}
          <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }} shadow="xs">
            {step === 'mobile' ? (
              <MobileForm
                defaultValue={mobileNumber}
                isSending={sendOtp.isPending}
                sendError={sendOtp.error ? errorMessageOf(sendOtp.error) : null}
                validate={async (number) => (await loadSignInRequests()).mobileNumberIssue(number)}
                onSubmit={requestCode}
              />
            ) : (
              <OtpForm
                mobileNumber={mobileNumber}
                isVerifying={signIn.isPending}
                verifyError={signIn.error ? errorMessageOf(signIn.error, VERIFY_FAILED) : null}
                secondsUntilResend={countdown.secondsLeft}
                isResending={sendOtp.isPending}
                resendError={sendOtp.error ? errorMessageOf(sendOtp.error) : null}
                validate={async (otp) => (await loadSignInRequests()).otpIssue(otp)}
                onVerify={async (otp) => {
                  const result = await signIn.mutateAsync({ mobileNumber, otp });
                  forgetCodeSentAt(mobileNumber);
                  return result;
                }}
                onResend={() => requestCode(mobileNumber)}
                onChangeNumber={() => {
                  sendOtp.reset();
                  setStep('mobile');
                }}
              />
            )}
          </Paper>
          <Text size="sm" c="dimmed">
            Counsellors and admins sign in here too, with the mobile number of their staff account: it opens
            the staff console.
          </Text>
        </Stack>
      </main>
    </div>
  );
}
