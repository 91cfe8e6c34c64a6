/** Query keys of the staff console's catalogue search (the student page's Shortlist section). */
export const STAFF_CATALOGUE_KEYS = {
  all: ['staff-catalogue'] as const,
  /** POST /api/course/filter with no filters and the search text `q`. */
  search: (q: string) => [...STAFF_CATALOGUE_KEYS.all, 'search', q] as const,
};
