import { z } from 'zod';
import {
  ACADEMIC_ENTRY_TYPES,
  APPLICATION_DOCUMENT_TYPES,
  COUNTRIES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  EDUCATION_LEVELS,
  FIELDS_OF_STUDY,
  FUNDING_PATHS,
  LANGUAGE_TESTS,
  MARITAL_STATUSES,
  OFFER_STATUSES,
  PASSPORT_STATUSES,
  ROLES,
  SHORTLIST_STATUSES,
  STUDY_LEVELS,
} from './constants.ts';

export const ZCountry = z.enum(COUNTRIES);
export const ZStudyLevel = z.enum(STUDY_LEVELS);
export const ZFieldOfStudy = z.enum(FIELDS_OF_STUDY);
export const ZLanguageTest = z.enum(LANGUAGE_TESTS);
export const ZPassportStatus = z.enum(PASSPORT_STATUSES);
export const ZFundingPath = z.enum(FUNDING_PATHS);
export const ZEducationLevel = z.enum(EDUCATION_LEVELS);
export const ZMaritalStatus = z.enum(MARITAL_STATUSES);
export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export const ZApplicationDocumentType = z.enum(APPLICATION_DOCUMENT_TYPES);
export const ZDocumentStatus = z.enum(DOCUMENT_STATUSES);
export const ZShortlistStatus = z.enum(SHORTLIST_STATUSES);
export const ZRole = z.enum(ROLES);
export const ZAcademicEntryType = z.enum(ACADEMIC_ENTRY_TYPES);
export const ZOfferStatus = z.enum(OFFER_STATUSES);

export type TCountry = z.infer<typeof ZCountry>;
export type TStudyLevel = z.infer<typeof ZStudyLevel>;
export type TFieldOfStudy = z.infer<typeof ZFieldOfStudy>;
export type TLanguageTest = z.infer<typeof ZLanguageTest>;
export type TDocumentType = z.infer<typeof ZDocumentType>;
export type TDocumentStatus = z.infer<typeof ZDocumentStatus>;
export type TShortlistStatus = z.infer<typeof ZShortlistStatus>;
export type TRole = z.infer<typeof ZRole>;
export type TAcademicEntryType = z.infer<typeof ZAcademicEntryType>;
