import { Select, TextInput } from '@mantine/core';
import { BOARDS, LIMITS } from '@portal/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { TAcademicValues } from '../../../components/profile-view/academic-values.ts';

/** The 10th or 12th block in edit mode (§5): a board of the list, a year of at most 4 digits, a score. */
export function SchoolBlockFields({
  form,
  block,
  prefix,
}: {
  form: UseFormReturn<TAcademicValues>;
  block: 'tenth' | 'twelfth';
  /** '10th' or '12th': the labels are '10th Board', '10th Passing Year', '10th Score'. */
  prefix: string;
}) {
  const errors = form.formState.errors[block];
  return (
    <div className="profile-fields-row">
      <Controller
        control={form.control}
        name={`${block}.board`}
        render={({ field }) => (
          <Select
            label={`${prefix} Board`}
            data={BOARDS}
            clearable
            {...field}
            error={errors?.board?.message}
          />
        )}
      />
      <TextInput
        label={`${prefix} Passing Year`}
        inputMode="numeric"
        maxLength={LIMITS.passingYearMaxDigits}
        {...form.register(`${block}.passingYear`)}
        error={errors?.passingYear?.message}
      />
      <TextInput
        label={`${prefix} Score`}
        {...form.register(`${block}.score`)}
        error={errors?.score?.message}
      />
    </div>
  );
}
