/**
 * The words of the Applied Courses screen. §2 names the breadcrumb (Dashboard > Applied Courses), Back,
 * Conditional Offer, Opt Out and 'Apply Another Course'; the rest is ours. The Opt Out toast and refusals
 * are the contract's (APPLICATION_MESSAGES).
 */
export const APPLIED_COURSES_TEXTS = {
  title: 'Applied Courses',
  dashboard: 'Dashboard',
  back: 'Back',
  applyAnother: 'Apply Another Course',
  conditionalOffer: 'Conditional Offer',
  /** Under Conditional Offer: where it leads (step 0 until an offer has come). */
  journeyHint: {
    noOffer: 'No offer yet: opens Essential Docs',
    conditional: 'Opens your conditional offer',
    unconditional: 'Opens your unconditional offer',
  },
  /** Past the unconditional offer: the steps after it (/post-offer). */
  whatHappensNext: 'What happens next',
  optOut: 'Opt Out',
  status: 'Status',
  progress: (courseName: string) => `Application progress of ${courseName}`,
  optOutConfirm: {
    title: (courseName: string) => `Opt out of ${courseName}?`,
    message:
      'Your application to this course will be withdrawn. You can apply to it again later from your shortlist.',
    confirm: 'Yes, opt out',
    cancel: 'Keep application',
  },
  /** Fallback toast when the server gives no reason. */
  optOutFailed: 'Could not opt out of this application. Please try again.',
  empty: 'No applications yet',
  emptyText: 'Apply to a course from your shortlist and follow its progress here.',
  goToShortlisted: 'Go to Shortlisted courses',
  loading: 'Loading your applications',
  loadFailed: 'Your applications could not be loaded.',
  retry: 'Try again',
} as const;
