import { SimpleGrid, TextInput } from '@mantine/core';
import { formatPhoneDisplay, type TStudentProfile } from '@portal/contract';
import { useId } from 'react';
import { useSectionEditor } from '../hooks/use-section-editor.ts';
import { contactPlan, contactValuesOf, type TContactValues } from '../profile-fields.ts';
import { SectionActions } from './section-actions.tsx';
import { ViewFields } from './view-fields.tsx';

const FIELDS: { name: keyof TContactValues; label: string; autoComplete: string; type?: string }[] = [
  { name: 'phoneNumber', label: 'WhatsApp Number', autoComplete: 'tel', type: 'tel' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'addressLineOne', label: 'Address Line 1', autoComplete: 'address-line1' },
  { name: 'addressLineTwo', label: 'Address Line 2', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'zipCode', label: 'Zip Code', autoComplete: 'postal-code' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

// §5 phone display (+91 and groups of five), as the header shows the same number; empty stays empty
// here, so view mode says 'Not Available' as for every other field.
const shownValueOf = (name: keyof TContactValues, value: string) =>
  name === 'phoneNumber' && value.trim() ? formatPhoneDisplay(value) : value;

/** §2 Contact Information: WhatsApp phone, email and the address (§5: a bad email keeps edit mode). */
export function ContactSection({ profile, onNext }: { profile: TStudentProfile; onNext: () => void }) {
  const formId = useId();
  const editor = useSectionEditor(profile, contactValuesOf, contactPlan);
  const { register, formState } = editor.form;

  return (
    <>
      {editor.isEditing ? (
        <form id={formId} onSubmit={editor.submit} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {FIELDS.map(({ name, label, autoComplete, type }) => (
              <TextInput
                key={name}
                label={label}
                type={type}
                autoComplete={autoComplete}
                {...register(name)}
                error={formState.errors[name]?.message}
              />
            ))}
          </SimpleGrid>
        </form>
      ) : (
        <ViewFields
          fields={FIELDS.map(({ name, label }) => ({ label, value: shownValueOf(name, profile[name]) }))}
        />
      )}
      <SectionActions
        isEditing={editor.isEditing}
        formId={formId}
        isSaving={editor.isSaving}
        formError={editor.formError}
        onEdit={editor.startEdit}
        onCancel={editor.cancel}
        onNext={onNext}
      />
    </>
  );
}
