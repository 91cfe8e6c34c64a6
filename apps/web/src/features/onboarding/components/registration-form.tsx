import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  EDUCATION_LEVELS,
  FUNDING_PATHS,
  LANGUAGE_SCORE_RANGES,
  LANGUAGE_TESTS,
  LIMITS,
  PASSPORT_STATUS_LABELS,
  PASSPORT_STATUSES,
  type TIntake,
  toScoredLanguageTest,
} from '@portal/contract';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  type TRegistrationForm,
  type TRegistrationFormValues,
  type TRegistrationOutput,
  ZRegistrationForm,
} from '../registration-schema.ts';
import { FormSection } from './form-section.tsx';
import { StudyPlanFields } from './study-plan-fields.tsx';
import '../../../components/ui/select-styles.ts';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';

// The controls hold null for "nothing chosen" so that the contract's schema answers with §5's messages.
const resolver = zodResolver(ZRegistrationForm) as unknown as Resolver<
  TRegistrationFormValues,
  unknown,
  TRegistrationOutput
>;

export const useRegistrationForm = (defaultValues: TRegistrationFormValues): TRegistrationForm =>
  useForm<TRegistrationFormValues, unknown, TRegistrationOutput>({ resolver, defaultValues });

export type TRegistrationFormProps = {
  form: TRegistrationForm;
  intakes: TIntake[] | undefined;
  intakesError: string | null;
  isSaving: boolean;
  onSubmit: (values: TRegistrationOutput) => Promise<void>;
};

/** The registration form (§5 onboarding): every control labelled, every message from the contract. */
export function RegistrationForm({
  form,
  intakes,
  intakesError,
  isSaving,
  onSubmit,
}: TRegistrationFormProps) {
  const { control, register, handleSubmit, formState, setValue } = form;
  const errors = formState.errors.details;
  const languageTest = useWatch({ control, name: 'details.languageTest' });
  const scoredTest = languageTest ? toScoredLanguageTest(languageTest) : null;
  const scoreRange = scoredTest ? LANGUAGE_SCORE_RANGES[scoredTest] : null;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="lg">
        <FormSection legend="About you">
          <TextInput
            label="Full name"
            autoComplete="name"
            required
            {...register('name')}
            error={formState.errors.name?.message}
          />
        </FormSection>

        <StudyPlanFields form={form} intakes={intakes} intakesError={intakesError} />

        <FormSection legend="Your background">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="details.currentEducation"
              render={({ field }) => (
                <Select
                  label="Current education"
                  required
                  data={EDUCATION_LEVELS}
                  {...field}
                  error={errors?.currentEducation?.message}
                />
              )}
            />
            <TextInput
              label="Passing year"
              required
              inputMode="numeric"
              maxLength={LIMITS.passingYearMaxDigits}
              placeholder="e.g. 2024"
              {...register('details.passingYear')}
              error={errors?.passingYear?.message}
            />
            <Controller
              control={control}
              name="details.languageTest"
              render={({ field }) => (
                <Select
                  label="Language test"
                  required
                  data={LANGUAGE_TESTS}
                  {...field}
                  onChange={(value) => {
                    field.onChange(value);
                    setValue('details.languageScore', null);
                  }}
                  error={errors?.languageTest?.message}
                />
              )}
            />
            {scoredTest && scoreRange && (
              <Controller
                control={control}
                name="details.languageScore"
                render={({ field }) => (
                  <TextInput
                    label={`${scoredTest} score`}
                    description={`From ${scoreRange.min} to ${scoreRange.max}`}
                    required
                    inputMode="decimal"
                    {...field}
                    value={field.value ?? ''}
                    error={errors?.languageScore?.message}
                  />
                )}
              />
            )}
          </SimpleGrid>
        </FormSection>

        <FormSection legend="Your plans">
          <Stack gap="md">
            <Controller
              control={control}
              name="details.passportStatus"
              render={({ field }) => (
                <Radio.Group
                  label="Passport status"
                  required
                  {...field}
                  value={field.value ?? ''}
                  error={errors?.passportStatus?.message}
                >
                  <Group mt="xs" gap="lg">
                    {PASSPORT_STATUSES.map((status) => (
                      <Radio key={status} value={status} label={PASSPORT_STATUS_LABELS[status]} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <Controller
              control={control}
              name="details.fundingPath"
              render={({ field }) => (
                <Radio.Group
                  label="Funding path"
                  required
                  {...field}
                  value={field.value ?? ''}
                  error={errors?.fundingPath?.message}
                >
                  <Group mt="xs" gap="lg">
                    {FUNDING_PATHS.map((path) => (
                      <Radio key={path} value={path} label={path} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
          </Stack>
        </FormSection>

        <Button
          type="submit"
          size="md"
          loading={isSaving}
          fullWidth={false}
          style={{ alignSelf: 'flex-start' }}
        >
          Save and continue
        </Button>
      </Stack>
    </form>
  );
}
