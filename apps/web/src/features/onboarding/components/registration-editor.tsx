import { type TIntake, TOAST_MESSAGES } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { STUDENT_PROFILE_KEYS } from '../../../lib/api/student-profile-keys.ts';
import { fieldErrorsOf } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { readStudentId, storeUserName } from '../../../lib/session.ts';
import { ONBOARDING_KEYS } from '../api/onboarding-keys.ts';
import { useSaveName } from '../api/save-name.ts';
import { useUpdateDetails } from '../api/update-details.ts';
import {
  clearRegistrationDraft,
  readRegistrationDraft,
  storeRegistrationDraft,
} from '../registration-draft.ts';
import {
  emptyRegistrationForm,
  type TRegistrationFieldPath,
  type TRegistrationFormValues,
  type TRegistrationOutput,
  toDetailsPayload,
} from '../registration-schema.ts';
import { RegistrationForm, useRegistrationForm } from './registration-form.tsx';

const FIELD_PATHS = new Set<string>([
  'name',
  ...Object.keys(emptyRegistrationForm().details).map((key) => `details.${key}`),
]);
const isFieldPath = (path: string): path is TRegistrationFieldPath => FIELD_PATHS.has(path);

export type TRegistrationEditorProps = {
  /** The answers the form starts with: the saved ones, or empty ones with the session's name. */
  initialValues: TRegistrationFormValues;
  /** The form was never sent: its first save welcomes the student. */
  isFirstSave: boolean;
  intakes: TIntake[] | undefined;
  intakesError: string | null;
};

/** The registration form and its save: name then details, then on to /courses with a toast that says so. */
export function RegistrationEditor({
  initialValues,
  isFirstSave,
  intakes,
  intakesError,
}: TRegistrationEditorProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Unsaved answers of this tab (a reload) come before the saved ones, and are kept as they change.
  const [studentId] = useState(readStudentId);
  const [startValues] = useState(() => readRegistrationDraft(studentId) ?? initialValues);
  const form = useRegistrationForm(startValues);
  useEffect(() => {
    const { unsubscribe } = form.watch((values) =>
      storeRegistrationDraft(studentId, values as typeof initialValues),
    );
    return unsubscribe;
  }, [form, studentId]);
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
      const record = await updateDetails.mutateAsync(toDetailsPayload(details));
      // Reopening /registration shows these answers at once.
      queryClient.setQueryData(ONBOARDING_KEYS.details(record.studentId), record);
    } catch (error) {
      showServerFieldErrors(error); // the toast (server message or §8 fallback) comes from the query client
      return;
    }
    clearRegistrationDraft();
    storeUserName(name);
    await queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEYS.all });
    // A word of success: /courses alone does not say the answers were kept.
    notify.success(isFirstSave ? TOAST_MESSAGES.welcome(name) : TOAST_MESSAGES.studyPlanSaved);
    await navigate(PATHS.courses);
  };

  return (
    <RegistrationForm
      form={form}
      intakes={intakes}
      intakesError={intakesError}
      isSaving={saveName.isPending || updateDetails.isPending || form.formState.isSubmitting}
      onSubmit={submit}
    />
  );
}
