import { STAFF_NOTE_MAX_LENGTH } from '@portal/contract';

/** Texts of the staff student page that the contract does not hold (the UI contract names some). */
export const STAFF_STUDENT_TEXTS = {
  unnamed: 'Unnamed student',
  pageTitleLoading: 'Student',
  notFound: 'Student not found.',
  invalidId: 'This address does not name a student.',
  backToStudents: 'Back to Students',
  loadFailed: 'The student could not be loaded.',
  tryAgain: 'Try again',
  loading: 'Loading the student…',
  referenceId: (id: string) => `Reference ID: ${id || 'none yet'}`,
  stage: 'Stage',
  counsellor: (name: string) => `Counsellor: ${name}`,
  notAssigned: 'Not assigned',
  noCounsellor: 'No counsellor',
  assignedCounsellor: 'Assigned counsellor',
  reassign: 'Reassign',
  reassigned: 'Counsellor reassigned.',
  reassignFailed: 'The counsellor could not be changed.',
  disabledMember: (name: string) => `${name} (disabled)`,
  onThisPage: 'On this page',
  // Study plan
  planTitle: 'Study plan',
  planLoading: 'Loading the study plan…',
  planLoadFailed: 'The study plan could not be loaded.',
  planNotRegistered: 'Not registered yet: the student has not sent the registration form.',
  planNotAnswered: 'Not answered',
  planChanged: (date: string) => `changed ${date}`,
  planChangedOnOrBefore: (date: string) => `changed on or before ${date}`,
  planPhoto: (name: string) => `Photo of ${name}`,
  // Documents
  documentsHint: 'The student uploads these on their profile; accept, reject (with a reason) or exempt each.',
  reviewTitle: (label: string) => `Review ${label}`,
  reviewConfirm: { ACCEPTED: 'Accept document', REJECTED: 'Reject document', EXEMPTED: 'Exempt document' },
  reviewDone: {
    ACCEPTED: (label: string) => `${label} accepted.`,
    REJECTED: (label: string) => `${label} rejected; the student is asked for a new version.`,
    EXEMPTED: (label: string) => `${label} exempted.`,
  },
  reviewFailed: 'The review could not be saved.',
  reasons: 'Common reasons',
  remark: 'Remark',
  remarkHintReject: 'The student sees this remark with the rejection.',
  remarkHintOther: 'Optional; the student sees it beside the document.',
  cancel: 'Cancel',
  close: 'Close',
  reviewedAs: (status: string) => `Current status: ${status}`,
  // Counselling
  noBooking: 'The student has not booked a counselling session.',
  sessionDate: 'Date',
  sessionTime: 'Time',
  sessionTopics: 'Topics',
  sessionStatus: 'Status',
  noTopics: 'None chosen',
  markCompleted: 'Mark completed',
  completedNote: 'Counsellor’s note',
  noCompletedNote: 'No note was left.',
  completedOn: (when: string) => `Completed ${when}`,
  completedEarlier: 'An earlier session was completed.',
  // Messages
  messagesHint: 'The student reads these in the portal; anyone on the team may answer.',
  // Notes
  notesHint: 'Only staff see these notes.',
  newNote: 'New note',
  addNote: 'Add note',
  noteAdded: 'Note added.',
  noteFailed: 'The note could not be added.',
  noteCount: (length: number) => `${length} / ${STAFF_NOTE_MAX_LENGTH}`,
  noNotes: 'No notes yet.',
  notesList: 'Notes, newest first',
  notesFailed: 'The notes could not be loaded.',
  notesPages: 'Notes pages',
  // Audit trail
  noAudit: 'No staff changes yet.',
  auditFailed: 'The audit trail could not be loaded.',
  auditPages: 'Audit trail pages',
} as const;

/** §3 counselling statuses as staff read them. */
export const COUNSELLING_STATUS_LABELS = {
  BOOKED: 'Booked',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
} as const;

/** The page's sections in order (UI contract ids and headings); the "On this page" nav lists them. */
export const STUDENT_SECTIONS = [
  { id: 'plan', title: 'Study plan' },
  { id: 'profile', title: 'Profile' },
  { id: 'documents', title: 'Documents' },
  { id: 'counselling', title: 'Counselling' },
  { id: 'shortlist', title: 'Shortlist' },
  { id: 'payments', title: 'Payments' },
  { id: 'applications', title: 'Applications' },
  { id: 'messages', title: 'Messages' },
  { id: 'notes', title: 'Notes' },
  { id: 'audit', title: 'Audit trail' },
] as const;
export type TStudentSectionId = (typeof STUDENT_SECTIONS)[number]['id'];
