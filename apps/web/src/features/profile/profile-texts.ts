import type { TDocumentType } from '@portal/contract';
import {
  PROFILE_SECTION_TITLES,
  PROFILE_VIEW_TEXTS,
} from '../../components/profile-view/profile-view-texts.ts';

/** The four sections of §2 Profile: the stepper's label, the accordion's title, the section's documents. */
export const PROFILE_SECTIONS = [
  { id: 'personal', step: 'Personal Information', title: PROFILE_SECTION_TITLES.personal },
  { id: 'contact', step: 'Contact Information', title: PROFILE_SECTION_TITLES.contact },
  { id: 'academic', step: 'Academic Docs', title: PROFILE_SECTION_TITLES.academic },
  { id: 'additional', step: 'Additional Docs', title: PROFILE_SECTION_TITLES.additional },
] as const;
export type TSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

/** §2 Additional Documents: CV, two recommendation letters, an experience certificate. */
export const ADDITIONAL_DOCUMENT_TYPES = [
  'RESUME',
  'LETTER_OF_RECOMMENDATION_1',
  'LETTER_OF_RECOMMENDATION_2',
  'EXPERIENCE_CERTIFICATE',
] as const satisfies readonly TDocumentType[];

/** Texts of the profile screen that the contract does not hold (§2 words some of them). */
export const PROFILE_TEXTS = {
  notAvailable: PROFILE_VIEW_TEXTS.notAvailable,
  referenceId: (id: string) => `Reference ID: ${id || 'Not Available'}`,
  progress: (percent: number) => `Profile ${percent}% complete`,
  loading: 'Loading your profile…',
  loadFailed: 'Your profile could not be loaded.',
  tryAgain: 'Try again',
  stepsLabel: 'Profile steps',
  stepDone: 'Done',
  photo: 'Profile photo',
  /** What keeps the ring below 100 %, named. */
  remaining: (items: readonly string[]) => `Still to do: ${items.join(', ')}.`,
  stepsDonePhotoMissing: 'All four steps are done. Still to do: add a profile photo.',
  addPhotoHint: 'Select your photo above to add one.',
  // Short: the four columns are ~80 px wide on a phone.
  stepToDo: 'To do',
  dateHint: 'DD-MM-YYYY',
  tenth: PROFILE_VIEW_TEXTS.tenth,
  twelfth: PROFILE_VIEW_TEXTS.twelfth,
  additionalHint:
    'Upload these documents directly; there is nothing to edit here. The experience certificate is optional.',
  addRecord: 'Add academic record',
  removeRecord: 'Remove record',
  record: PROFILE_VIEW_TEXTS.record,
} as const;
