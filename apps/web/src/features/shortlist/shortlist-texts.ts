/**
 * The words of the Shortlisted courses screen, exactly as spec §2 (Shortlisted courses) and §4 (Action
 * buttons) quote them. They are not in the contract (yet); keep them here, never retyped in components.
 */
export const SHORTLIST_TEXTS = {
  title: 'Shortlisted courses',
  back: 'Back',
  addCourse: 'Add a new course',
  shortlistedMarker: 'Shortlisted',
  alreadyApplied: 'ALREADY APPLIED',
  expertChoice: 'EXPERT CHOICE',
  seeApplication: 'See Application',
  applyNow: 'Apply Now',
  remove: 'Remove',
  undo: 'Undo',
  /** Ours: §2 names the alert's Undo but not what it does; the dialog says it before it happens. */
  undoConfirm: {
    title: (courseName: string) => `Remove ${courseName} from your shortlist?`,
    message: 'Undo takes this course off your shortlist. You can shortlist it again from Courses.',
    confirm: 'Remove',
    cancel: 'Keep',
  },
  /** Ours: why §4's always-disabled 'See Application' cannot be pressed. */
  appliedReason: 'You have applied to this course.',
  facts: {
    country: 'Country',
    campus: 'Campus',
    startDate: 'Start Date',
    fee: 'Approx. Fee',
    duration: 'Duration',
  },
  /** Ours (not in the spec): a fee the catalogue does not publish, as the course detail screen shows it. */
  feeMissing: 'N/A',
  /** Ours: the list could not be read. */
  loadFailed: 'Your shortlisted courses could not be loaded.',
  retry: 'Try again',
  loading: 'Loading your shortlisted courses',
  /** Ours: fallback toast of a failed application (the server's reason is shown when it gives one). */
  applyFailed: 'Failed to create the application!',
  /** Ours: the search of the shortlist by name (the header's 'Search shortlisted courses' opens it too). */
  search: {
    label: 'Find a shortlisted course',
    hint: 'Part of a course or university name.',
    shown: (count: number, total: number) => `Showing ${count} of ${total} shortlisted courses`,
    none: (text: string) => `No shortlisted course matches “${text}”.`,
    clear: 'Clear search',
  },
} as const;
