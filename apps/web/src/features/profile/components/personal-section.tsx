import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { MARITAL_STATUSES, type TStudentProfile } from '@portal/contract';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { DocumentSlot } from '../../../components/documents/document-slot-context.tsx';
import { personalViewFieldsOf } from '../../../components/profile-view/profile-view-fields.ts';
import { MARITAL_STATUS_LABELS } from '../../../components/profile-view/profile-view-texts.ts';
import { ViewFields } from '../../../components/profile-view/view-fields.tsx';
import { useSectionEditor } from '../hooks/use-section-editor.ts';
import { personalPlan, personalValuesOf } from '../profile-fields.ts';
import { PROFILE_TEXTS } from '../profile-texts.ts';
import { EditorSectionActions } from './section-actions.tsx';

const MARITAL_OPTIONS = MARITAL_STATUSES.map((value) => ({ value, label: MARITAL_STATUS_LABELS[value] }));

/** §2 Personal Informations: Full Name, Date of Birth, Marital Status, Nationality, Passport Number, passport. */
export function PersonalSection({ profile, onNext }: { profile: TStudentProfile; onNext: () => void }) {
  const formId = useId();
  const editor = useSectionEditor(profile, personalValuesOf, personalPlan);
  const { register, control, formState } = editor.form;
  const { errors } = formState;
  const passport = register('passportNumber');

  return (
    <>
      {editor.isEditing ? (
        <form id={formId} onSubmit={editor.submit} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Full Name"
              autoComplete="name"
              {...register('fullName')}
              error={errors.fullName?.message}
            />
            <TextInput
              label="Date of Birth"
              description={PROFILE_TEXTS.dateHint}
              inputMode="numeric"
              maxLength={10}
              autoComplete="bday"
              {...register('dateOfBirth')}
              error={errors.dateOfBirth?.message}
            />
            <Controller
              control={control}
              name="maritalStatus"
              render={({ field }) => (
                <Select
                  label="Marital Status"
                  data={MARITAL_OPTIONS}
                  clearable
                  {...field}
                  error={errors.maritalStatus?.message}
                />
              )}
            />
            <TextInput label="Nationality" {...register('nationality')} error={errors.nationality?.message} />
            <TextInput
              label="Passport Number"
              autoCapitalize="characters"
              {...passport}
              onChange={(event) => {
                // Stored upper-case (the contract): written so as it is typed, the caret kept.
                const input = event.currentTarget;
                const { selectionStart, selectionEnd } = input;
                input.value = input.value.toUpperCase();
                input.setSelectionRange(selectionStart, selectionEnd);
                void passport.onChange(event);
              }}
              error={errors.passportNumber?.message}
            />
          </SimpleGrid>
        </form>
      ) : (
        <ViewFields fields={personalViewFieldsOf(profile)} />
      )}
      <div className="profile-documents">
        <DocumentSlot type="PASSPORT" />
      </div>
      <EditorSectionActions editor={editor} formId={formId} onNext={onNext} />
    </>
  );
}
