import { Checkbox, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { COUNTRIES, FIELDS_OF_STUDY, STUDY_LEVELS, type TIntake } from '@portal/contract';
import { Controller } from 'react-hook-form';
import type { TRegistrationForm } from '../registration-schema.ts';
import { FormSection } from './form-section.tsx';
import '../../../components/ui/select-styles.ts';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';

export type TStudyPlanFieldsProps = {
  form: TRegistrationForm;
  intakes: TIntake[] | undefined;
  intakesError: string | null;
};

/** Countries, study level, launch date (intake) and fields of study. */
export function StudyPlanFields({ form, intakes, intakesError }: TStudyPlanFieldsProps) {
  const { control } = form;
  const errors = form.formState.errors.details;
  return (
    <FormSection legend="What you want to study">
      <Stack gap="md">
        <Controller
          control={control}
          name="details.country"
          render={({ field }) => (
            <Checkbox.Group label="Preferred countries" required {...field} error={errors?.country?.message}>
              <SimpleGrid cols={{ base: 2, xs: 3 }} mt="xs" spacing="sm">
                {COUNTRIES.map((country) => (
                  <Checkbox key={country} value={country} label={country} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="details.studyLevel"
            render={({ field }) => (
              <Select
                label="Study level"
                required
                data={STUDY_LEVELS}
                {...field}
                error={errors?.studyLevel?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="details.intakeId"
            render={({ field }) => (
              <Select
                label="Launch date (intake)"
                required
                data={(intakes ?? []).map((intake) => ({ value: String(intake.id), label: intake.name }))}
                placeholder={intakes ? undefined : 'Loading launch dates…'}
                disabled={!intakes}
                description={intakesError ?? undefined}
                {...field}
                error={errors?.intakeId?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="details.fieldOfStudy"
          render={({ field }) => (
            <MultiSelect
              label="Fields of study"
              required
              searchable
              data={FIELDS_OF_STUDY}
              nothingFoundMessage="No field of study matches"
              {...field}
              error={errors?.fieldOfStudy?.message}
            />
          )}
        />
      </Stack>
    </FormSection>
  );
}
