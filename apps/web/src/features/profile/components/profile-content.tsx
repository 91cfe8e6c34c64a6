import type { TStudentDocument, TStudentProfile } from '@portal/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readProfilePlace } from '../../../lib/profile-link.ts';
import { sectionOfDocument, useFocusDocumentSlot } from '../focus-document-slot.ts';
import { PROFILE_SECTIONS, PROFILE_TEXTS, type TSectionId } from '../profile-texts.ts';
import { stepCompletion } from '../step-completion.ts';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileSectionsSkeleton } from './profile-skeleton.tsx';
import { ProfileStepper } from './profile-stepper.tsx';

/**
 * The sections come after the header has painted: on a slow phone their chunk (the edit forms' selects,
 * popovers and form library, ~55 KB) held back the header and its photo, the page's largest paint, by
 * ~0.3 s. Asked for one frame after the first paint; their place is held by the skeleton's sections
 * (new nodes replace it: nothing moves).
 */
const ProfileSections = lazy(() => import('./profile-sections.tsx'));

function useAfterFirstPaint(): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setIsAfter(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return isAfter;
}

export type TProfileContentProps = {
  profile: TStudentProfile;
  documents: readonly TStudentDocument[];
  homeTo: string;
  onEditPhoto: () => void;
};

/** The loaded profile: header, stepper and the four sections, one open at a time (Personal first). */
export function ProfileContent({ profile, documents, homeTo, onEditPhoto }: TProfileContentProps) {
  // The address may name a section or a document slot to open at (lib/profile-link.ts); else Personal.
  const [params] = useSearchParams();
  const place = readProfilePlace(params);
  const [initialSection] = useState<TSectionId>(() =>
    place.documentType ? sectionOfDocument(place.documentType) : (place.section ?? 'personal'),
  );
  const [open, setOpen] = useState<TSectionId | null>(initialSection);
  const [active, setActive] = useState(() =>
    PROFILE_SECTIONS.findIndex((section) => section.id === initialSection),
  );
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
  const itemRef = (id: TSectionId) => (element: HTMLDivElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  };
  const areSectionsWanted = useAfterFirstPaint();
  useFocusDocumentSlot(place.documentType, areSectionsWanted);
  // A section named by the address (without a document) is scrolled to once it is there.
  const [sectionToShow, setSectionToShow] = useState(place.documentType ? null : place.section);
  useEffect(() => {
    const element = sectionToShow && items.current.get(sectionToShow);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    setSectionToShow(null);
  });
  const completed = stepCompletion(profile, documents);
  const isPhotoMissing = profile.profilePhotoUrl === '';
  const remaining = [
    ...PROFILE_SECTIONS.filter((_, index) => !completed[index]).map((section) => section.step),
    ...(isPhotoMissing ? [PROFILE_TEXTS.photo] : []),
  ];

  return (
    <>
      <ProfileHeader profile={profile} remaining={remaining} onEditPhoto={onEditPhoto} />
      <ProfileStepper
        active={active}
        completed={completed}
        isPhotoMissing={isPhotoMissing}
        onSelect={(index) => openSection(index, true)}
      />
      {areSectionsWanted ? (
        <Suspense fallback={<ProfileSectionsSkeleton />}>
          <ProfileSections
            profile={profile}
            homeTo={homeTo}
            open={open}
            onChange={onAccordionChange}
            next={next}
            itemRef={itemRef}
          />
        </Suspense>
      ) : (
        <ProfileSectionsSkeleton />
      )}
    </>
  );
}
