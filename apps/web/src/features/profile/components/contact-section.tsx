import { SimpleGrid, TextInput } from '@mantine/core';
import type { TStudentProfile } from '@portal/contract';
import { useId } from 'react';
import {
  CONTACT_FIELDS,
  contactViewFieldsOf,
  type TContactField,
} from '../../../components/profile-view/profile-view-fields.ts';
import { ViewFields } from '../../../components/profile-view/view-fields.tsx';
import { useSectionEditor } from '../hooks/use-section-editor.ts';
import { contactPlan, contactValuesOf } from '../profile-fields.ts';
import { EditorSectionActions } from './section-actions.tsx';

const INPUT_PROPS: Record<TContactField, { autoComplete: string; type?: string; inputMode?: 'numeric' }> = {
  phoneNumber: { autoComplete: 'tel', type: 'tel' },
  email: { autoComplete: 'email', type: 'email' },
  addressLineOne: { autoComplete: 'address-line1' },
  addressLineTwo: { autoComplete: 'address-line2' },
  city: { autoComplete: 'address-level2' },
  zipCode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  state: { autoComplete: 'address-level1' },
  country: { autoComplete: 'country-name' },
};

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
            {CONTACT_FIELDS.map(({ name, label }) => (
              <TextInput
                key={name}
                label={label}
                {...INPUT_PROPS[name]}
                {...register(name)}
                error={formState.errors[name]?.message}
              />
            ))}
          </SimpleGrid>
        </form>
      ) : (
        <ViewFields fields={contactViewFieldsOf(profile)} />
      )}
      <EditorSectionActions editor={editor} formId={formId} onNext={onNext} />
    </>
  );
}
