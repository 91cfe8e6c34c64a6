// Every audit action, with the words the staff console's audit view and its filter show.
import { APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS } from './application-document-review.ts';
import { APPLICATION_AUDIT_ACTIONS } from './applications.ts';
import { COUNSELLOR_CARD_AUDIT_ACTIONS } from './counsellor-card.ts';
import { EXTRA_APPLICATION_AUDIT_ACTIONS } from './extra-applications.ts';
import { NOTIFICATION_AUDIT_ACTIONS } from './notification-preferences.ts';
import { NOTIFICATION_QUEUE_AUDIT_ACTIONS } from './notification-queue.ts';
import { POST_OFFER_AUDIT_ACTIONS as POST_OFFER } from './post-offer-audit.ts';
import { SESSION_AUDIT_ACTIONS } from './session-policy.ts';
import { DOCUMENT_AUDIT_ACTIONS, STAFF_AUDIT_ACTIONS } from './staff.ts';
import { STAFF_ACCOUNT_AUDIT_ACTIONS } from './staff-accounts.ts';
import { MESSAGE_AUDIT_ACTIONS } from './student-messages.ts';

export const AUDIT_ACTION_LABELS = {
  [STAFF_AUDIT_ACTIONS.counsellingCompleted]: 'Counselling completed',
  [STAFF_AUDIT_ACTIONS.shortlistAdded]: 'Expert choice added',
  [STAFF_AUDIT_ACTIONS.shortlistStatusChanged]: 'Shortlist status changed',
  [STAFF_AUDIT_ACTIONS.paymentRecorded]: 'Payment recorded',
  [STAFF_AUDIT_ACTIONS.documentReviewed]: 'Document reviewed',
  [STAFF_AUDIT_ACTIONS.noteAdded]: 'Note added',
  [DOCUMENT_AUDIT_ACTIONS.statusChanged]: 'Document status changed',
  [DOCUMENT_AUDIT_ACTIONS.remarksChanged]: 'Document remarks changed',
  [APPLICATION_AUDIT_ACTIONS.statusChanged]: 'Application status changed',
  [APPLICATION_AUDIT_ACTIONS.offerLetterUploaded]: 'Offer letter uploaded',
  [APPLICATION_AUDIT_ACTIONS.conditionalDocumentsSet]: 'Conditional documents set',
  [APPLICATION_AUDIT_ACTIONS.documentUploaded]: 'Application document uploaded',
  [APPLICATION_AUDIT_ACTIONS.documentRemoved]: 'Application document removed',
  [APPLICATION_AUDIT_ACTIONS.conditionalDocumentUploaded]: 'Conditional document uploaded',
  [APPLICATION_AUDIT_ACTIONS.withdrawn]: 'Application withdrawn by the student',
  [EXTRA_APPLICATION_AUDIT_ACTIONS.allowed]: 'One more application allowed',
  [STAFF_ACCOUNT_AUDIT_ACTIONS.accountCreated]: 'Staff account added',
  [STAFF_ACCOUNT_AUDIT_ACTIONS.roleChanged]: 'Staff role changed',
  [STAFF_ACCOUNT_AUDIT_ACTIONS.disabled]: 'Staff account disabled',
  [STAFF_ACCOUNT_AUDIT_ACTIONS.enabled]: 'Staff account re-enabled',
  [STAFF_ACCOUNT_AUDIT_ACTIONS.studentAssigned]: 'Student reassigned',
  [STAFF_ACCOUNT_AUDIT_ACTIONS.mobileNumberViewed]: 'Staff number viewed',
  [SESSION_AUDIT_ACTIONS.staffSessionsEnded]: 'Staff sessions ended',
  [POST_OFFER.depositRequested]: 'Tuition deposit requested',
  [POST_OFFER.depositVerified]: 'Tuition deposit verified',
  [POST_OFFER.depositRejected]: 'Deposit receipt refused',
  [POST_OFFER.interviewScheduled]: 'Interview scheduled',
  [POST_OFFER.interviewOutcome]: 'Interview outcome recorded',
  [POST_OFFER.confirmationRecorded]: 'Confirmation of enrolment recorded',
  [POST_OFFER.visaLodged]: 'Visa application recorded',
  [POST_OFFER.visaDecided]: 'Visa decision recorded',
  [POST_OFFER.visaChecklistTicked]: 'Visa checklist item ticked',
  [POST_OFFER.fundsCalculated]: 'Funds calculation saved',
  [POST_OFFER.preDepartureCompleted]: 'Pre-departure completed',
  [APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS.documentReviewed]: 'Application document reviewed',
  [APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS.conditionalDocumentReviewed]: 'Conditional document reviewed',
  [NOTIFICATION_QUEUE_AUDIT_ACTIONS.jobRetried]: 'Notification job retried',
  [NOTIFICATION_AUDIT_ACTIONS.settingsChanged]: 'Own notification settings changed',
  [MESSAGE_AUDIT_ACTIONS.sent]: 'Message sent',
  [COUNSELLOR_CARD_AUDIT_ACTIONS.contactCardChanged]: 'Own contact card changed',
} as const;
export type TAuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as TAuditAction[];
/** An action's words; an action this build does not know shows as it is stored. */
export const auditActionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
