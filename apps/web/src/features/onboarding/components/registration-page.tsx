import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { intakesQuery } from '../../../lib/api/get-intakes.ts';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';
import { readStudentId, readUserName } from '../../../lib/session.ts';
import { useOnboardingDetails } from '../api/get-onboarding-details.ts';
import { emptyRegistrationForm, hasSavedDetails, savedRegistrationForm } from '../registration-schema.ts';
import { RegistrationEditor } from './registration-editor.tsx';

const LOAD_FAILED = 'Your saved answers could not be loaded.';

/** The session's student id, or null when there is none to read answers for. */
function currentStudentId(): number | null {
  const id = Number(readStudentId());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /registration: a new student's study plans (§5), saved as name then details, then on to /courses. A
 * student who comes back finds the answers saved before (GET /student-onboarding/details/{id}).
 */
export function RegistrationPage() {
  const saved = useOnboardingDetails(currentStudentId());
  const intakes = useQuery(intakesQuery());
  const savedIntakeId = saved.data?.details.intakeId ?? null;
  // A saved launch date is checked against the intakes still offered before the form starts.
  const isLoading = saved.isLoading || (savedIntakeId !== null && intakes.isPending);
  const initialValues = saved.data
    ? savedRegistrationForm(saved.data, intakes.data?.map((intake) => intake.id) ?? null, readUserName())
    : emptyRegistrationForm(readUserName());

  return (
    <Stack gap="md" maw={760} mx="auto">
      {/* §2: back on /registration goes to /courses. */}
      <Anchor component={Link} to={PATHS.courses} size="sm" style={{ alignSelf: 'flex-start' }}>
        ← Back
      </Anchor>
      <div>
        <Title order={1} size="h2">
          Tell us about your study plans
        </Title>
        <Text c="dimmed" mt={4}>
          We use your answers to match you with courses. It takes about a minute.
        </Text>
      </div>
      {saved.isError && (
        <LoadFailedAlert title={LOAD_FAILED} retryLabel="Try again" onRetry={() => void saved.refetch()}>
          <Text size="sm">You can fill in the form again, or try loading your answers once more.</Text>
        </LoadFailedAlert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {isLoading ? (
          <Center role="status" mih={240} style={{ flexDirection: 'column', gap: 12 }}>
            <Loader size="md" aria-hidden="true" />
            <Text c="dimmed">Loading your answers…</Text>
          </Center>
        ) : (
          <RegistrationEditor
            // Answers that arrive later (Try again) start the form afresh from them.
            key={saved.data ? 'saved' : 'empty'}
            initialValues={initialValues}
            isFirstSave={!hasSavedDetails(saved.data)}
            intakes={intakes.data}
            intakesError={
              intakes.error ? errorMessageOf(intakes.error, 'Could not load the launch dates.') : null
            }
          />
        )}
      </Paper>
    </Stack>
  );
}
