/**
 * The Courses and Course detail texts of spec §2 that the contract does not hold (it keeps §5, §7 and §8
 * texts). Quoted ones are exact; the empty-state sentence paraphrases what §2 says it must say.
 */
export const COURSE_TEXTS = {
  shortlist: 'Shortlist',
  shortlisted: 'Shortlisted',
  viewDetails: 'View Details',
  goToDashboard: 'Go To Dashboard',
  bookFreeCounselling: 'Book Free Counselling',
  addToShortlist: 'Add to Shortlist',
  notProvided: 'Not provided',
  notAvailable: 'N/A',
  clearAll: 'Clear All',
  apply: 'APPLY',
  emptyHeading: 'Oops, User! No Courses Available',
  emptyText:
    'No course matched the information you gave us. Try adjusting your search criteria to see more courses.',
  updateSearchCriteria: 'Update Search Criteria',
  overview: 'Overview',
  entryRequirements: 'Entry Requirements',
} as const;

/**
 * Ours (§2 has no words for them): the criteria a listing is narrowed to, shown above the results, so a
 * student always sees why the grid holds what it holds, and can drop any of them.
 */
export const APPLIED_TEXTS = {
  preferences: 'Your preferences:',
  filters: 'Filters:',
  everything: 'Showing all courses',
  showAll: 'Show all courses',
  usePreferences: 'Use my preferences',
  search: (q: string) => `Search: “${q}”`,
  clearSearch: 'Clear search',
  remove: (value: string) => `Remove ${value}`,
} as const;

/** The labels of the course facts (§2 card boxes and detail facts). */
export const FACT_LABELS = {
  country: 'Country',
  campus: 'Campus',
  duration: 'Duration',
  startDate: 'Start Date',
  fee: 'Approx. Fee',
} as const;
