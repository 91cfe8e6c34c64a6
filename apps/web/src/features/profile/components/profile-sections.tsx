import { Accordion } from '@mantine/core';
import type { TStudentProfile } from '@portal/contract';
import { PROFILE_SECTIONS, type TSectionId } from '../profile-texts.ts';
import { AcademicSection } from './academic-section.tsx';
import { AdditionalSection } from './additional-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { PersonalSection } from './personal-section.tsx';
import '../../../components/ui/select-styles.ts';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';

export type TProfileSectionsProps = {
  profile: TStudentProfile;
  homeTo: string;
  open: TSectionId | null;
  onChange: (value: string | null) => void;
  /** The section after `index` opens (its Next button). */
  next: (index: number) => () => void;
  /** Keeps each section's element, so a step click can scroll to it. */
  itemRef: (id: TSectionId) => (element: HTMLDivElement | null) => void;
};

/**
 * The four sections (§2), one open at a time. Their own chunk, with the edit forms' widgets (selects,
 * the form library): the page's header and stepper paint without them (profile-content.tsx).
 */
export default function ProfileSections({
  profile,
  homeTo,
  open,
  onChange,
  next,
  itemRef,
}: TProfileSectionsProps) {
  return (
    <Accordion value={open} onChange={onChange} variant="separated" order={2} className="profile-sections">
      {PROFILE_SECTIONS.map((section, index) => (
        <Accordion.Item
          key={section.id}
          value={section.id}
          ref={itemRef(section.id)}
          className="profile-section"
        >
          <Accordion.Control>{section.title}</Accordion.Control>
          <Accordion.Panel>
            {section.id === 'personal' && <PersonalSection profile={profile} onNext={next(index)} />}
            {section.id === 'contact' && <ContactSection profile={profile} onNext={next(index)} />}
            {section.id === 'academic' && <AcademicSection profile={profile} onNext={next(index)} />}
            {section.id === 'additional' && <AdditionalSection homeTo={homeTo} />}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
