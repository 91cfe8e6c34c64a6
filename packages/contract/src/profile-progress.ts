import type { TDocumentStatus, TDocumentType } from './enums.ts';

/**
 * The documents each profile step needs to be complete (§2/§4), shared by the server's progressPercent
 * and the web stepper so both say the same. Not listed, so optional (not everyone has them): the
 * experience certificate and the degree/language documents.
 */
export const PROFILE_REQUIRED_DOCUMENTS = {
  personal: ['PASSPORT'],
  contact: [],
  academic: ['SSC', 'HSC'],
  additional: ['RESUME', 'LETTER_OF_RECOMMENDATION_1', 'LETTER_OF_RECOMMENDATION_2'],
} as const satisfies Record<string, readonly TDocumentType[]>;

type TRequiredDocumentType =
  (typeof PROFILE_REQUIRED_DOCUMENTS)[keyof typeof PROFILE_REQUIRED_DOCUMENTS][number];

/** The required documents' share of progressPercent (40 of 100); the server adds the fields' weights. */
export const DOCUMENT_PROGRESS_WEIGHTS = {
  PASSPORT: 8,
  SSC: 8,
  HSC: 8,
  RESUME: 8,
  LETTER_OF_RECOMMENDATION_1: 4,
  LETTER_OF_RECOMMENDATION_2: 4,
} as const satisfies Record<TRequiredDocumentType, number>;

/** A document counts once uploaded unless it was rejected (UPLOADED, ACCEPTED, EXEMPTED). */
export const isDocumentCounted = (status: TDocumentStatus): boolean => status !== 'REJECTED';

/** True when the student has the type and it counts (a rejected one asks for a new version). */
export const hasCountedDocument = (
  // Any document list (a journey document never matches a profile type).
  documents: readonly { type: string; status: TDocumentStatus }[],
  type: TDocumentType,
): boolean => documents.some((document) => document.type === type && isDocumentCounted(document.status));
