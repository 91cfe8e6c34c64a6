import { Title } from '@mantine/core';
import type { TStudentProfile } from '@portal/contract';
import { academicValuesOf } from '../../../../components/profile-view/academic-values.ts';
import { AcademicView } from '../../../../components/profile-view/academic-view.tsx';
import {
  contactViewFieldsOf,
  personalViewFieldsOf,
} from '../../../../components/profile-view/profile-view-fields.ts';
import { PROFILE_SECTION_TITLES } from '../../../../components/profile-view/profile-view-texts.ts';
import { ViewFields } from '../../../../components/profile-view/view-fields.tsx';
import { StudentSection } from './student-section.tsx';

/**
 * The student's profile as they see it on /profile in view mode (the same components), read-only: staff
 * never edit it. The documents are in their own section below, with the review buttons. Its parts are
 * headed blocks, not regions: the Documents section's groups are regions with the same names.
 */
export function ProfileSection({ profile }: { profile: TStudentProfile }) {
  return (
    <StudentSection id="profile" title="Profile">
      <div>
        <Title order={3} size="h4" mb="xs">
          {PROFILE_SECTION_TITLES.personal}
        </Title>
        <ViewFields fields={personalViewFieldsOf(profile)} />
      </div>
      <div>
        <Title order={3} size="h4" mb="xs">
          {PROFILE_SECTION_TITLES.contact}
        </Title>
        <ViewFields fields={contactViewFieldsOf(profile)} />
      </div>
      <div>
        <Title order={3} size="h4" mb="xs">
          {PROFILE_SECTION_TITLES.academic}
        </Title>
        <AcademicView values={academicValuesOf(profile.additionalDocuments)} blockHeading="h4" />
      </div>
    </StudentSection>
  );
}
