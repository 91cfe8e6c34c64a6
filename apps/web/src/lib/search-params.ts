import type { TPath } from './paths.ts';

/**
 * The search text in a screen's address: /courses?q= (the catalogue, sent as the API's q) and
 * /shortlisted?q= (the shortlist, by name). One name, so the header's searches and the screens agree.
 */
export const SEARCH_PARAM = 'q';

/** `path` searching for `text` ('/courses?q=oxford'); the bare path for an empty text. */
export function searchPath(path: TPath, text: string): string {
  const trimmed = text.trim();
  return trimmed ? `${path}?${new URLSearchParams({ [SEARCH_PARAM]: trimmed }).toString()}` : path;
}
