import { Stack, Text } from '@mantine/core';
import { DOCUMENT_TYPE_LABELS, type TDocumentType, toLanguageExam } from '@portal/contract';
import type { ReactNode } from 'react';
import { recordDocumentTypes } from '../documents/document-groups.ts';
import { RECORD_TYPE_LABELS, type TAcademicValues } from './academic-values.ts';
import { PROFILE_VIEW_TEXTS } from './profile-view-texts.ts';
import { ViewFields } from './view-fields.tsx';

export type TAcademicViewProps = {
  values: TAcademicValues;
  /**
   * A block's documents under its fields (the student's profile: its upload slots). Without it the view
   * shows the fields only (the staff console lists the documents in a section of their own).
   */
  documentsOf?: (types: readonly TDocumentType[]) => ReactNode;
  /** The blocks' heading level: h3 under the profile's h2 sections, one lower where they sit deeper. */
  blockHeading?: 'h3' | 'h4';
};

/** View mode of the academic section: each block and record, with its documents when asked. */
export function AcademicView({ values, documentsOf, blockHeading: Heading = 'h3' }: TAcademicViewProps) {
  const school = [
    { block: values.tenth, prefix: '10th', title: PROFILE_VIEW_TEXTS.tenth, type: 'SSC' as const },
    { block: values.twelfth, prefix: '12th', title: PROFILE_VIEW_TEXTS.twelfth, type: 'HSC' as const },
  ];
  return (
    <Stack gap="lg">
      {school.map(({ block, prefix, title, type }) => (
        <section key={type} className="profile-block" aria-label={title}>
          <Heading className="profile-block__title">{title}</Heading>
          <ViewFields
            fields={[
              { label: `${prefix} Board`, value: block.board ?? '' },
              { label: `${prefix} Passing Year`, value: block.passingYear },
              { label: `${prefix} Score`, value: block.score },
            ]}
          />
          {documentsOf?.([type])}
        </section>
      ))}
      {values.rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {PROFILE_VIEW_TEXTS.noRecords}
        </Text>
      )}
      {values.rows.map((row, index) => {
        const isLanguage = row.type === 'LANGUAGE_PROFICIENCY';
        const exam = toLanguageExam(row.universityName);
        const title = PROFILE_VIEW_TEXTS.record(index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: saved rows have no id; the list is read-only here
          <section key={index} className="profile-block" aria-label={title}>
            <Heading className="profile-block__title">{title}</Heading>
            <ViewFields
              fields={[
                { label: 'Record type', value: row.type ? RECORD_TYPE_LABELS[row.type] : '' },
                isLanguage
                  ? { label: 'Exam', value: exam ? DOCUMENT_TYPE_LABELS[exam] : row.universityName }
                  : { label: 'University name', value: row.universityName },
                ...(isLanguage ? [] : [{ label: 'Passing Year', value: row.passingYear }]),
                { label: 'Score', value: row.score },
              ]}
            />
            {documentsOf?.(recordDocumentTypes(row.type, row.universityName))}
          </section>
        );
      })}
    </Stack>
  );
}
