import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';
import { readUserName, storeUserName } from '../../../lib/session.ts';
import { STUDENT_PROFILE_KEY } from '../../../lib/student-profile-query.ts';
import { intakesQuery } from '../api/get-intakes.ts';
import { useSaveName } from '../api/save-name.ts';
import { useUpdateDetails } from '../api/update-details.ts';
import {
  emptyRegistrationForm,
  type TRegistrationFieldPath,
  type TRegistrationOutput,
  toDetailsPayload,
} from '../registration-schema.ts';
import { RegistrationForm, useRegistrationForm } from './registration-form.tsx';

const FIELD_PATHS = new Set<string>([
  'name',
  ...Object.keys(emptyRegistrationForm().details).map((key) => `details.${key}`),
]);
const isFieldPath = (path: string): path is TRegistrationFieldPath => FIELD_PATHS.has(path);

/** /registration: a new student's study plans (§5), saved as name then details, then on to /courses. */
export function RegistrationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useRegistrationForm(emptyRegistrationForm(readUserName()));
  const intakes = useQuery(intakesQuery());
  const saveName = useSaveName();
  const updateDetails = useUpdateDetails();

  const showServerFieldErrors = (error: unknown) => {
    for (const { path, message } of fieldErrorsOf(error)) {
      if (isFieldPath(path)) form.setError(path, { message }, { shouldFocus: true });
    }
  };

  const submit = async ({ name, details }: TRegistrationOutput) => {
    try {
      await saveName.mutateAsync(name);
      await updateDetails.mutateAsync(toDetailsPayload(details));
    } catch (error) {
      showServerFieldErrors(error); // the toast (server message or §8 fallback) comes from the query client
      return;
    }
    storeUserName(name);
    await queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEY });
    await navigate(PATHS.courses);
  };

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
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <RegistrationForm
          form={form}
          intakes={intakes.data}
          intakesError={
            intakes.error ? errorMessageOf(intakes.error, 'Could not load the launch dates.') : null
          }
          isSaving={saveName.isPending || updateDetails.isPending || form.formState.isSubmitting}
          onSubmit={submit}
        />
      </Paper>
    </Stack>
  );
}
