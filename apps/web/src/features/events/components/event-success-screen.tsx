import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ERROR_MESSAGES } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';
import { homePath, readEventCode, readUserName } from '../../../lib/session.ts';
import { useRegisterForEvent } from '../api/register-for-event.ts';
import { EventSuccessDetails } from './event-success-details.tsx';

/**
 * /event-success: the signed-in student with an event code (kept from `/?eventCode=`) is registered for
 * the event (POST /otp/register/event, once per visit; again is harmless) and sees the §2 success screen.
 * A student still without a name — new, as sign-in's router state also says, or one who left the form
 * unfilled — is asked to fill the registration form next (/registration, which then leads to /courses).
 * The stored name decides, not the router state: that state outlives the form being filled (it survives
 * a reload), the name is stored as the form is saved.
 */
export function EventSuccessScreen() {
  const eventCode = readEventCode();
  const needsRegistration = readUserName().trim() === '';
  const registration = useRegisterForEvent();
  const { mutate } = registration;
  const registeredCode = useRef<string | null>(null);

  useEffect(() => {
    if (!eventCode || registeredCode.current === eventCode) return;
    registeredCode.current = eventCode;
    mutate(eventCode);
  }, [eventCode, mutate]);

  if (!eventCode) return <Navigate to={homePath()} replace />;
  if (registration.data)
    return <EventSuccessDetails registration={registration.data} isNewUser={needsRegistration} />;
  if (registration.isError) {
    return (
      <Stack maw={560} mx="auto" gap="md">
        <Alert color="red" variant="light" title="We could not register you for the event" role="alert">
          <Text size="sm">{errorMessageOf(registration.error, ERROR_MESSAGES.register)}</Text>
        </Alert>
        <Group>
          <Button onClick={() => mutate(eventCode)}>Try again</Button>
          <Button component={Link} to={PATHS.courses} variant="outline">
            View Courses
          </Button>
        </Group>
      </Stack>
    );
  }
  return <PageLoader />;
}
