import {
  PROFILE_SECTION_IDS,
  type TDocumentType,
  type TProfileSectionId,
  ZDocumentType,
} from '@portal/contract';
import { PATHS } from './paths.ts';

/**
 * My Profile's address for one place on it: a section to open (`section`) or a document slot to open,
 * scroll to and focus (`document`, a §3 type; it wins over section). Search parameters like the rest of
 * the student app, so the dashboard's "what to do next" (and later a notification) can lead there.
 */
export const PROFILE_SEARCH_PARAMS = { section: 'section', document: 'document' } as const;

export function profilePathOf(place: {
  section?: TProfileSectionId | null;
  documentType?: TDocumentType | null;
}) {
  const search = new URLSearchParams();
  if (place.documentType) search.set(PROFILE_SEARCH_PARAMS.document, place.documentType);
  else if (place.section) search.set(PROFILE_SEARCH_PARAMS.section, place.section);
  const text = search.toString();
  return text ? `${PATHS.profile}?${text}` : PATHS.profile;
}

/** The place an address names; anything unknown is left out (an old or mistyped link opens the top). */
export function readProfilePlace(params: URLSearchParams): {
  section: TProfileSectionId | null;
  documentType: TDocumentType | null;
} {
  const document = ZDocumentType.safeParse(params.get(PROFILE_SEARCH_PARAMS.document));
  const section = params.get(PROFILE_SEARCH_PARAMS.section);
  return {
    documentType: document.success ? document.data : null,
    section: PROFILE_SECTION_IDS.find((id) => id === section) ?? null,
  };
}
