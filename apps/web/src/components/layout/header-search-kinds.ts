/** What each of the header's two searches looks through (header-search-panel.tsx). */
export type TSearchKind = 'courses' | 'shortlisted';

/** The names of the two search icons and of the boxes they open. */
export const SEARCH_LABELS: Record<TSearchKind, string> = {
  courses: 'Search courses',
  shortlisted: 'Search shortlisted courses',
};
