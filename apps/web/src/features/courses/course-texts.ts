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

/** The labels of the course facts (§2 card boxes and detail facts). */
export const FACT_LABELS = {
  country: 'Country',
  campus: 'Campus',
  duration: 'Duration',
  startDate: 'Start Date',
  fee: 'Approx. Fee',
} as const;
