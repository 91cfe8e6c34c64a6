import { Button, Select, TextInput } from '@mantine/core';
import {
  DOCUMENT_TYPE_LABELS,
  LANGUAGE_EXAMS,
  LANGUAGE_SCORE_RANGES,
  LIMITS,
  SINGLE_USE_ACADEMIC_TYPES,
  toScoredLanguageTest,
} from '@portal/contract';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import {
  RECORD_TYPE_LABELS,
  RECORD_TYPES,
  type TAcademicValues,
  type TRecordType,
} from '../../../components/profile-view/academic-values.ts';
import { PROFILE_TEXTS } from '../profile-texts.ts';

/** One additional academic record in edit mode (§4): its type, university or exam, year, score. */
export function RecordFields({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<TAcademicValues>;
  index: number;
  onRemove: () => void;
}) {
  const { control, register, setValue, formState } = form;
  const rows = useWatch({ control, name: 'rows' });
  const row = rows[index];
  const errors = formState.errors.rows?.[index];
  const others = rows.filter((_, other) => other !== index);
  const isLanguage = row?.type === 'LANGUAGE_PROFICIENCY';
  // §4: Undergraduate, Postgraduate and Diploma once each; each exam once.
  const typeOptions = RECORD_TYPES.map((type) => ({
    value: type,
    label: RECORD_TYPE_LABELS[type],
    disabled:
      (SINGLE_USE_ACADEMIC_TYPES as readonly string[]).includes(type) &&
      others.some((other) => other.type === type),
  }));
  const examOptions = LANGUAGE_EXAMS.map((exam) => ({
    value: exam,
    label: DOCUMENT_TYPE_LABELS[exam],
    disabled: others.some((other) => other.type === 'LANGUAGE_PROFICIENCY' && other.universityName === exam),
  }));
  const scoredTest = isLanguage ? toScoredLanguageTest(row?.universityName ?? '') : null;
  const range = scoredTest ? LANGUAGE_SCORE_RANGES[scoredTest] : null;

  /**
   * §4 says a type change clears the row's marksheet and certificate (not for language tests). Here a
   * row's documents follow its type (UNDERGRADUATE_MARKSHEET…), so its slots change with it and nothing
   * uploaded is lost. What was typed belongs to the old kind of record when the change crosses between a
   * degree and a language test (a university is not an exam, a percentage not a band): cleared then.
   */
  const changeType = (value: string | null, onChange: (value: TRecordType | null) => void) => {
    const next = (value as TRecordType | null) ?? null;
    const wasLanguage = row?.type === 'LANGUAGE_PROFICIENCY';
    const isNowLanguage = next === 'LANGUAGE_PROFICIENCY';
    onChange(next);
    if (wasLanguage !== isNowLanguage) {
      setValue(`rows.${index}.universityName`, '');
      setValue(`rows.${index}.passingYear`, '');
      setValue(`rows.${index}.score`, '');
    }
  };

  return (
    <div className="profile-fields-row">
      <Controller
        control={control}
        name={`rows.${index}.type`}
        render={({ field }) => (
          <Select
            label="Record type"
            data={typeOptions}
            {...field}
            onChange={(value) => changeType(value, field.onChange)}
            error={errors?.type?.message}
          />
        )}
      />
      {isLanguage ? (
        <Controller
          control={control}
          name={`rows.${index}.universityName`}
          render={({ field }) => (
            <Select
              label="Exam"
              data={examOptions}
              {...field}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors?.universityName?.message}
            />
          )}
        />
      ) : (
        <TextInput
          label="University name"
          {...register(`rows.${index}.universityName`)}
          error={errors?.universityName?.message}
        />
      )}
      {!isLanguage && (
        <TextInput
          label="Passing Year"
          inputMode="numeric"
          maxLength={LIMITS.passingYearMaxDigits}
          {...register(`rows.${index}.passingYear`)}
          error={errors?.passingYear?.message}
        />
      )}
      <TextInput
        label="Score"
        inputMode="decimal"
        description={range ? `From ${range.min} to ${range.max}` : undefined}
        {...register(`rows.${index}.score`)}
        error={errors?.score?.message}
      />
      <Button variant="subtle" color="red" onClick={onRemove} className="profile-record__remove">
        {PROFILE_TEXTS.removeRecord}
      </Button>
    </div>
  );
}
