/** Texts of the application journey (§2 words most of them; the shared UI contract names the rest). */
export const JOURNEY_TEXTS = {
  title: 'Application Journey',
  breadcrumbRoot: 'Applications',
  breadcrumbCurrent: 'New Application',
  back: 'Back',
  chooser: 'Application',
  stepsLabel: 'Application steps',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  loading: 'Loading your application…',
  loadFailed: 'Your application could not be loaded.',
  tryAgain: 'Try again',
  noApplication: 'You have not applied to a course yet. Apply to a shortlisted course to start your journey.',
  goToShortlist: 'Go to Shortlisted courses',
  withdrawn: 'You opted out of this application.',
  goToAppliedCourses: 'Go to Applied Courses',
  // Essential Docs
  essentialHint:
    'These are the documents of your profile; the university sees the same ones. Change your details on your profile.',
  openProfile: 'Open your profile',
  // Additional Docs
  sop: 'Statement of Purpose',
  otherDocuments: 'Other Documents',
  otherDocument: 'Other document',
  documentsFailed: 'The documents of this application could not be loaded.',
  documentType: 'Document Type',
  certificate: 'Certificate',
  uploadCertificate: 'Upload Certificate',
  remove: 'Remove',
  removeFailed: 'Failed to remove document!',
  addOtherDocument: 'Add other document',
  noOtherDocuments: 'No other documents yet.',
  // Offers (§2 words)
  conditionalCongrats: (name: string) => `Congrats, ${name}! Conditional Offer Received!`,
  conditionalText:
    "Great job! You've got a conditional offer! Fulfill the requirements to unlock your place!",
  unconditionalCongrats: (name: string) => `Congrats, ${name}! Unconditional Offer Received!`,
  unconditionalText: 'Your place is confirmed. Download your offer letter and keep it safe.',
  downloadOffer: 'Download Your Offer!',
  submitConditionalDocs: 'Submit Conditional Docs',
  notYet: (name: string) => `Not Yet, ${name}!`,
  notYetText: "Your journey isn't over! Hang tight! Keep checking your dashboard for updates.",
  dashboard: 'Dashboard',
  goToDashboard: 'Go to Dashboard',
  /** §2 Payment's rule, kept here too: 'Dear' stands in for a missing name. */
  noName: 'Dear',
} as const;
