import { LIMITS, type TOfferLetterKind } from '@portal/contract';

/**
 * The words of the staff student page's Applications section (the console's UI contract names the controls).
 * The order the guide gives is the API's (apps/api/docs/applications.md): letters and the conditional
 * documents may be prepared at any status but WITHDRAWN; the student sees an offer's letter once the status
 * says it was received (until the letter is there they read "not uploaded yet"); the student uploads
 * conditional documents only while the status is Conditional Offer Received.
 */
export const APPLICATION_SECTION_TEXTS = {
  title: 'Applications',
  none: 'No applications yet. The student applies from their shortlist once the fee is paid.',
  next: (action: string) => `Next: ${action}`,
  withdrawn: 'The student opted out of this application: it takes no changes.',
  final: 'This status is final: nothing more to do here.',
  guideTitle: 'In this order',
  guide: {
    beforeOffer: [
      'Upload the offer letter (PDF) for the offer you are making.',
      'For a conditional offer, tick the documents it asks for and save them.',
      'Then move the status to the offer: the student sees the letter and can upload those documents.',
    ],
    conditional: [
      'Check the documents the student uploaded for the conditional offer (below).',
      'Upload the unconditional offer letter (PDF).',
      'Then move the status to Unconditional Offer Received: conditional uploads close at that point.',
    ],
  },
  moveTo: 'Move to',
  updateStatus: 'Update status',
  statusUpdated: 'Application status updated.',
  statusFailed: 'The status could not be changed. Please try again.',
  letterFirst: (letter: string) =>
    `Upload the ${letter} first if you have not: until it is there, the student is told it is not ready.`,
  rejectConfirm: {
    title: (courseName: string) => `Reject the application to ${courseName}?`,
    message: 'A rejected application is final: it cannot be moved again.',
    confirm: 'Yes, reject',
    cancel: 'Keep it open',
  },
  letters: 'Offer letters',
  letterInput: {
    CONDITIONAL: 'Conditional offer letter (PDF)',
    UNCONDITIONAL: 'Unconditional offer letter (PDF)',
  } satisfies Record<TOfferLetterKind, string>,
  letterName: {
    CONDITIONAL: 'conditional offer letter',
    UNCONDITIONAL: 'unconditional offer letter',
  } satisfies Record<TOfferLetterKind, string>,
  uploadLetter: (letter: string) => `Upload ${letter}`,
  replaceLetter: (letter: string) => `Replace ${letter}`,
  letterOnFile: 'On file: the student can download it.',
  uploadingLetter: (letter: string) => `Uploading ${letter}`,
  letterHint: 'PDF only, up to 10 MB. A new letter replaces the one the student downloads.',
  letterUploaded: {
    CONDITIONAL: 'Conditional offer letter uploaded.',
    UNCONDITIONAL: 'Unconditional offer letter uploaded.',
  } satisfies Record<TOfferLetterKind, string>,
  letterFailed: 'The letter could not be uploaded. Please try again.',
  conditionalDocuments: 'Documents the conditional offer asks for',
  conditionalHint: 'The student uploads these while the application is at Conditional Offer Received.',
  saveConditional: 'Save conditional documents',
  conditionalSaved: 'Conditional documents saved.',
  conditionalFailed: 'The list could not be saved. Please try again.',
  uploads: 'What the student uploaded',
  uploadsLoading: 'Loading what the student uploaded',
  uploadsFailed: 'What the student uploaded could not be loaded.',
  retry: 'Try again',
  nothingUploaded: 'Nothing uploaded yet.',
  statementOfPurpose: 'Statement of Purpose',
  portfolio: 'Other document',
  conditionalUpload: (label: string) => `Conditional: ${label}`,
  notUploaded: 'not uploaded yet',
  open: (name: string) => `Open ${name}`,
  uploadedOn: (date: string) => `uploaded ${date}`,
  /** Courses at the opt-out limit (LIMITS.withdrawalsPerCourseMax), and an admin's way past it. */
  limits: {
    title: 'Opt-out limit',
    optedOut: (times: number) => `Opted out ${times} times.`,
    atLimit: 'The student cannot apply to this course again.',
    unused: 'One more application is allowed: the student can apply again from their shortlist.',
    inProgress: 'An application to this course is in progress.',
    allowedSoFar: (count: number) =>
      count === 1 ? '1 extra application allowed so far.' : `${count} extra applications allowed so far.`,
    adminOnly: 'Only an admin can allow one more application.',
    allow: 'Allow one more application',
    /** The button's name: its visible words first (label in name), then the course. */
    allowCourse: (courseName: string) => `Allow one more application: ${courseName}`,
    confirmTitle: (courseName: string) => `Allow one more application to ${courseName}?`,
    confirmMessage: `The student opted out of this course ${LIMITS.withdrawalsPerCourseMax} times or more. They may apply to it once more; opting out of that application brings the limit back. This is recorded in the audit trail.`,
    reasonLabel: 'Reason (optional)',
    reasonHint: 'Only staff see it, in the audit trail.',
    confirm: 'Allow one more',
    cancel: 'Cancel',
    allowed: 'One more application allowed: the student can apply to this course again.',
    failed: 'The application could not be allowed. Please try again.',
  },
} as const;
