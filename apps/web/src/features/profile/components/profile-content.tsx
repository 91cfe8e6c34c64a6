import { Accordion } from '@mantine/core';
import type { TStudentDocument, TStudentProfile } from '@portal/contract';
import { useRef, useState } from 'react';
import { PROFILE_SECTIONS, type TSectionId } from '../profile-texts.ts';
import { stepCompletion } from '../step-completion.ts';
import { AcademicSection } from './academic-section.tsx';
import { AdditionalSection } from './additional-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { PersonalSection } from './personal-section.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileStepper } from './profile-stepper.tsx';
import '../../../components/ui/select-styles.ts';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';

export type TProfileContentProps = {
  profile: TStudentProfile;
  documents: readonly TStudentDocument[];
  homeTo: string;
  onEditPhoto: () => void;
};

/** The loaded profile: header, stepper and the four sections, one open at a time (Personal first). */
export function ProfileContent({ profile, documents, homeTo, onEditPhoto }: TProfileContentProps) {
  const [open, setOpen] = useState<TSectionId | null>('personal');
  const [active, setActive] = useState(0);
  const items = useRef(new Map<TSectionId, HTMLDivElement>());

  const openSection = (index: number, shouldScroll: boolean) => {
    const section = PROFILE_SECTIONS[index];
    if (!section) return;
    setOpen(section.id);
    setActive(index);
    if (shouldScroll) {
      // After the panel starts opening, so the page scrolls to where the section will be.
      requestAnimationFrame(() => items.current.get(section.id)?.scrollIntoView({ block: 'start' }));
    }
  };
  const onAccordionChange = (value: string | null) => {
    setOpen(value as TSectionId | null);
    const index = PROFILE_SECTIONS.findIndex((section) => section.id === value);
    if (index >= 0) setActive(index);
  };
  const next = (index: number) => () => openSection(index + 1, true);

  return (
    <>
      <ProfileHeader profile={profile} onEditPhoto={onEditPhoto} />
      <ProfileStepper
        active={active}
        completed={stepCompletion(profile, documents)}
        onSelect={(index) => openSection(index, true)}
      />
      <Accordion
        value={open}
        onChange={onAccordionChange}
        variant="separated"
        order={2}
        className="profile-sections"
      >
        {PROFILE_SECTIONS.map((section, index) => (
          <Accordion.Item
            key={section.id}
            value={section.id}
            ref={(element: HTMLDivElement | null) => {
              if (element) items.current.set(section.id, element);
              else items.current.delete(section.id);
            }}
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
    </>
  );
}
