import { Button, Stack } from '@mantine/core';
import type { TStudentProfile } from '@portal/contract';
import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { recordDocumentTypes } from '../../../components/documents/document-groups.ts';
import { academicValuesOf, type TAcademicValues } from '../../../components/profile-view/academic-values.ts';
import { AcademicView } from '../../../components/profile-view/academic-view.tsx';
import { emptyRecord } from '../academic-form.ts';
import { useSectionEditor } from '../hooks/use-section-editor.ts';
import { academicPlan } from '../profile-fields.ts';
import { PROFILE_TEXTS } from '../profile-texts.ts';
import { DocumentSlots } from './document-slots.tsx';
import { RecordFields } from './record-fields.tsx';
import { SchoolBlockFields } from './school-block-fields.tsx';
import { EditorSectionActions } from './section-actions.tsx';

const valuesOf = (profile: TStudentProfile) => academicValuesOf(profile.additionalDocuments);

/** §2 Academic Documents: the 10th and 12th blocks (SSC, HSC) and the additional records (§4). */
export function AcademicSection({ profile, onNext }: { profile: TStudentProfile; onNext: () => void }) {
  const formId = useId();
  const editor = useSectionEditor<TAcademicValues>(profile, valuesOf, academicPlan);
  const { form } = editor;
  const records = useFieldArray({ control: form.control, name: 'rows' });
  const rows = useWatch({ control: form.control, name: 'rows' });

  return (
    <>
      {editor.isEditing ? (
        <form id={formId} onSubmit={editor.submit} noValidate>
          <Stack gap="lg">
            <fieldset className="profile-block">
              <legend className="profile-block__title">{PROFILE_TEXTS.tenth}</legend>
              <SchoolBlockFields form={form} block="tenth" prefix="10th" />
              <DocumentSlots types={['SSC']} />
            </fieldset>
            <fieldset className="profile-block">
              <legend className="profile-block__title">{PROFILE_TEXTS.twelfth}</legend>
              <SchoolBlockFields form={form} block="twelfth" prefix="12th" />
              <DocumentSlots types={['HSC']} />
            </fieldset>
            {records.fields.map((record, index) => (
              <fieldset key={record.id} className="profile-block">
                <legend className="profile-block__title">{PROFILE_TEXTS.record(index)}</legend>
                <RecordFields form={form} index={index} onRemove={() => records.remove(index)} />
                <DocumentSlots
                  types={recordDocumentTypes(rows[index]?.type ?? null, rows[index]?.universityName ?? '')}
                />
              </fieldset>
            ))}
            <div>
              <Button variant="light" onClick={() => records.append(emptyRecord())}>
                {PROFILE_TEXTS.addRecord}
              </Button>
            </div>
          </Stack>
        </form>
      ) : (
        <AcademicView values={valuesOf(profile)} documentsOf={(types) => <DocumentSlots types={types} />} />
      )}
      <EditorSectionActions editor={editor} formId={formId} onNext={onNext} />
    </>
  );
}
