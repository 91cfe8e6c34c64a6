import {
  DOCUMENT_PROGRESS_WEIGHTS,
  hasCountedDocument,
  type TDocumentStatus,
  type TDocumentType,
  type TProfileSectionId,
  type TStudentProfile,
} from '@portal/contract';

/**
 * Profile completion (§3 progressPercent, 0-100), computed by the server from what is filled in and
 * uploaded. Integer weights that add up to 100, so the sum is the percent with no rounding:
 *
 * - personal, 20: fullName, dateOfBirth, maritalStatus, nationality, passportNumber (4 each);
 * - contact, 16: email 4; phoneNumber, addressLineOne, city, zipCode, state, country (2 each).
 *   addressLineTwo is optional and does not count;
 * - academic, 14: a complete 10th block (SSC row with board, year and score) 7, a complete 12th
 *   block (HSC) 7. Degree and language rows are optional;
 * - documents, 40 (the contract's DOCUMENT_PROGRESS_WEIGHTS, shared with the web stepper): passport,
 *   SSC, HSC, resume 8 each, the two recommendation letters 4 each. A document counts unless REJECTED;
 * - profile photo, 10.
 *
 * The same table is written up in docs/profile-progress.md.
 */
export const PROGRESS_WEIGHTS = {
  fullName: 4,
  dateOfBirth: 4,
  maritalStatus: 4,
  nationality: 4,
  passportNumber: 4,
  email: 4,
  phoneNumber: 2,
  addressLineOne: 2,
  city: 2,
  zipCode: 2,
  state: 2,
  country: 2,
  tenthBlock: 7,
  twelfthBlock: 7,
  ...DOCUMENT_PROGRESS_WEIGHTS,
  photo: 10,
} as const;

/** A current document of the student, as far as progress needs it. */
export type TProgressDocument = { type: TDocumentType; status: TDocumentStatus };

type TProgressInput = Omit<TStudentProfile, 'progressPercent' | 'profilePhotoUrl'> & {
  hasPhoto: boolean;
  documents: readonly TProgressDocument[];
};
type TWeightedItem = keyof typeof PROGRESS_WEIGHTS;
type TDocumentItem = keyof typeof DOCUMENT_PROGRESS_WEIGHTS;

const isFilled = (value: string) => value.trim() !== '';

function hasCompleteBlock(profile: TProgressInput, type: 'SSC' | 'HSC'): boolean {
  return profile.additionalDocuments.some(
    (entry) =>
      entry.type === type &&
      isFilled(entry.universityName) &&
      isFilled(entry.passingYear) &&
      isFilled(entry.score),
  );
}

/** Which weighted items are done (the percent is the sum of their weights). */
function itemsDone(profile: TProgressInput): Record<TWeightedItem, boolean> {
  const documentTypes = Object.keys(DOCUMENT_PROGRESS_WEIGHTS) as TDocumentItem[];
  return {
    fullName: isFilled(profile.fullName),
    dateOfBirth: isFilled(profile.dateOfBirth),
    maritalStatus: isFilled(profile.maritalStatus),
    nationality: isFilled(profile.nationality),
    passportNumber: isFilled(profile.passportNumber),
    email: isFilled(profile.email),
    phoneNumber: isFilled(profile.phoneNumber),
    addressLineOne: isFilled(profile.addressLineOne),
    city: isFilled(profile.city),
    zipCode: isFilled(profile.zipCode),
    state: isFilled(profile.state),
    country: isFilled(profile.country),
    tenthBlock: hasCompleteBlock(profile, 'SSC'),
    twelfthBlock: hasCompleteBlock(profile, 'HSC'),
    ...(Object.fromEntries(
      documentTypes.map((type) => [type, hasCountedDocument(profile.documents, type)]),
    ) as Record<TDocumentItem, boolean>),
    photo: profile.hasPhoto,
  };
}

export function computeProgressPercent(profile: TProgressInput): number {
  const isDone = itemsDone(profile);
  const items = Object.keys(PROGRESS_WEIGHTS) as TWeightedItem[];
  const percent = items.reduce((sum, item) => sum + (isDone[item] ? PROGRESS_WEIGHTS[item] : 0), 0);
  return Math.min(100, Math.max(0, percent));
}

/** The items filled in on the profile's sections (documents are uploaded, not filled in), section by section. */
const FIELD_ITEMS_BY_PART: [TProfileSectionId | 'photo', readonly TWeightedItem[]][] = [
  ['personal', ['fullName', 'dateOfBirth', 'maritalStatus', 'nationality', 'passportNumber']],
  ['contact', ['email', 'phoneNumber', 'addressLineOne', 'city', 'zipCode', 'state', 'country']],
  ['academic', ['tenthBlock', 'twelfthBlock']],
  ['photo', ['photo']],
];

/**
 * What the dashboard's "what to do next" reads of the profile: the first part with something to fill in
 * (null when none), and the required documents not uploaded (a rejected one counts as not uploaded), in the
 * profile's order.
 */
export function profileGapsOf(profile: TProgressInput): {
  incompletePart: TProfileSectionId | 'photo' | null;
  missingDocuments: TDocumentType[];
} {
  const isDone = itemsDone(profile);
  const part = FIELD_ITEMS_BY_PART.find(([, items]) => items.some((item) => !isDone[item]));
  const required = Object.keys(DOCUMENT_PROGRESS_WEIGHTS) as TDocumentItem[];
  return { incompletePart: part?.[0] ?? null, missingDocuments: required.filter((type) => !isDone[type]) };
}
