// The words of every notification: a title and a body for the centre and emails, and a short text for SMS
// and WhatsApp. Rendered from the kind and its params when shown or sent, never stored.
import { APPLICATION_STATUS_LABELS } from './applications.ts';
import { DOCUMENT_TYPE_LABELS } from './documents.ts';
import type { TDocumentType } from './enums.ts';
import { JOURNEY_DOCUMENT_LABELS, type TJourneyDocumentType } from './journey-documents.ts';
import type { TNotificationEvent, TNotificationKind, TNotificationParams } from './notification-kinds.ts';
import { POST_OFFER_STAGE_LABELS } from './post-offer-stages.ts';
import { PORTAL_NAME } from './student-payments.ts';

/** An SMS longer than this costs two; every text below stays within it (a contract test checks). */
export const SMS_MAX_LENGTH = 160;

export type TNotificationText = { title: string; body: string; sms: string };

/** An application's own documents (APPLICATION_DOCUMENT_TYPES), named as the application page names them. */
const APPLICATION_DOCUMENT_LABELS: Record<string, string> = {
  STATEMENT_OF_PURPOSE: 'Statement of purpose',
  PORTFOLIO: 'Portfolio document',
};

/** A document type's name as students read it ("10th Marksheet"), whatever list it comes from. */
export const documentTypeLabel = (type: string): string =>
  DOCUMENT_TYPE_LABELS[type as TDocumentType] ??
  JOURNEY_DOCUMENT_LABELS[type as TJourneyDocumentType] ??
  APPLICATION_DOCUMENT_LABELS[type] ??
  type;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon 7 Dec, 10:30 IST" from a session's India date and time (sessions are booked in India time). */
export const sessionWhen = (date: string, time: string): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][
    new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  ];
  return `${weekday} ${day} ${MONTHS[month - 1]}, ${time} IST`;
};

/** Cuts free text (a staff reason) to fit a text message, on a word where it can. */
export const clip = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

const course = (p: { courseName: string; universityName: string }) =>
  `${p.courseName} at ${p.universityName}`;
const smsCourse = (p: { courseName: string; universityName: string }) => clip(p.universityName, 40);

type TTexts = { [K in TNotificationKind]: (params: TNotificationParams<K>) => TNotificationText };

export const NOTIFICATION_TEXTS: TTexts = {
  DOCUMENT_ACCEPTED: (p) => ({
    title: `${documentTypeLabel(p.documentType)} accepted`,
    body: `Your counsellor checked your ${documentTypeLabel(p.documentType)} and accepted it.`,
    sms: `${PORTAL_NAME}: your ${clip(documentTypeLabel(p.documentType), 40)} was accepted.`,
  }),
  DOCUMENT_REJECTED: (p) => ({
    title: `${documentTypeLabel(p.documentType)} needs a new upload`,
    body: `Your counsellor could not accept your ${documentTypeLabel(p.documentType)}: ${p.reason} Please upload it again.`,
    sms: `${PORTAL_NAME}: please upload your ${clip(documentTypeLabel(p.documentType), 30)} again: ${clip(p.reason, 60)}`,
  }),
  SESSION_BOOKED: (p) => ({
    title: 'Counselling session booked',
    body: `Your counselling session is booked for ${sessionWhen(p.date, p.time)}.`,
    sms: `${PORTAL_NAME}: counselling session booked for ${sessionWhen(p.date, p.time)}.`,
  }),
  SESSION_RESCHEDULED: (p) => ({
    title: 'Counselling session moved',
    body: `Your counselling session is now on ${sessionWhen(p.date, p.time)}.`,
    sms: `${PORTAL_NAME}: your counselling session moved to ${sessionWhen(p.date, p.time)}.`,
  }),
  SESSION_CANCELLED: (p) => ({
    title: 'Counselling session cancelled',
    body: `Your counselling session of ${sessionWhen(p.date, p.time)} is cancelled. You can book another one.`,
    sms: `${PORTAL_NAME}: your counselling session of ${sessionWhen(p.date, p.time)} is cancelled.`,
  }),
  SESSION_COMPLETED: (p) => ({
    title: 'Counselling session completed',
    body: `Your counsellor marked your session of ${sessionWhen(p.date, p.time)} as completed. Your next steps are on your dashboard.`,
    sms: `${PORTAL_NAME}: your counselling session is complete. See your next steps in the portal.`,
  }),
  SESSION_REMINDER: (p) => ({
    title: p.hoursBefore === 24 ? 'Counselling session tomorrow' : 'Counselling session in one hour',
    body: `Reminder: your counselling session is on ${sessionWhen(p.date, p.time)}.`,
    sms: `${PORTAL_NAME} reminder: counselling session ${sessionWhen(p.date, p.time)}.`,
  }),
  PAYMENT_RECORDED: (p) => ({
    title: 'Payment received',
    body: `Your payment of ${p.currency} ${p.amount.toLocaleString('en-IN')} is recorded. The receipt is in Fees & Finance.`,
    sms: `${PORTAL_NAME}: payment of ${p.currency} ${p.amount.toLocaleString('en-IN')} received. Thank you.`,
  }),
  APPLICATION_STATUS_CHANGED: (p) => ({
    title: APPLICATION_STATUS_LABELS[p.status],
    body: `Your application for ${course(p)} is now: ${APPLICATION_STATUS_LABELS[p.status]}.`,
    sms: `${PORTAL_NAME}: ${smsCourse(p)} application: ${APPLICATION_STATUS_LABELS[p.status]}.`,
  }),
  OFFER_LETTER_POSTED: (p) => ({
    title: p.offer === 'CONDITIONAL' ? 'Conditional offer received' : 'Unconditional offer received',
    body: `${p.universityName} sent you ${p.offer === 'CONDITIONAL' ? 'a conditional' : 'an unconditional'} offer for ${p.courseName}. Your offer letter is in the portal.`,
    sms: `${PORTAL_NAME}: ${p.offer === 'CONDITIONAL' ? 'conditional' : 'unconditional'} offer from ${smsCourse(p)}! See it in the portal.`,
  }),
  CONDITIONAL_DOCUMENTS_REQUESTED: (p) => ({
    title: 'Documents needed for your offer',
    body: `To meet the conditions of your offer for ${course(p)}, upload: ${p.documentTypes.map(documentTypeLabel).join(', ')}.`,
    sms: `${PORTAL_NAME}: ${smsCourse(p)} needs ${p.documentTypes.length} document(s) for your offer. Upload them in the portal.`,
  }),
  JOURNEY_UPDATED: (p) => ({
    title: `${POST_OFFER_STAGE_LABELS[p.stage]}: ${p.statusLine}`,
    body: `${course(p)} — ${POST_OFFER_STAGE_LABELS[p.stage]}: ${p.statusLine}.`,
    sms: `${PORTAL_NAME}: ${smsCourse(p)} — ${clip(p.statusLine, 70)}.`,
  }),
  STAFF_DOCUMENT_UPLOADED: (p) => ({
    title: `${p.studentName} uploaded ${documentTypeLabel(p.documentType)}`,
    body: `${p.studentName} uploaded ${documentTypeLabel(p.documentType)}; it is waiting for review.`,
    sms: `${PORTAL_NAME}: ${clip(p.studentName, 40)} uploaded a document to review.`,
  }),
  STAFF_SESSION_CHANGED: (p) => {
    const verb = { BOOKED: 'booked', RESCHEDULED: 'moved', CANCELLED: 'cancelled' }[p.change];
    return {
      title: `${p.studentName} ${verb} a session`,
      body: `${p.studentName} ${verb} a counselling session: ${sessionWhen(p.date, p.time)}.`,
      sms: `${PORTAL_NAME}: ${clip(p.studentName, 40)} ${verb} a session, ${sessionWhen(p.date, p.time)}.`,
    };
  },
  STAFF_STUDENT_CHANGE: (p) => {
    const what = {
      APPLIED: `applied to ${p.courseName ?? 'a course'}`,
      WITHDRAWN: `withdrew from ${p.courseName ?? 'a course'}`,
      CONDITIONAL_DOCUMENT_UPLOADED: `uploaded ${documentTypeLabel(p.documentType ?? '')} for an offer`,
      JOURNEY_DOCUMENT_UPLOADED: `uploaded ${documentTypeLabel(p.documentType ?? '')}`,
    }[p.change];
    return {
      title: `${p.studentName} ${what}`,
      body: `${p.studentName} ${what}. It may need you.`,
      sms: `${PORTAL_NAME}: ${clip(p.studentName, 40)} ${clip(what, 80)}.`,
    };
  },
  // Never the message's text: an email or SMS may be read by someone else (docs: notification-triggers.md).
  MESSAGE_RECEIVED: (p) => ({
    title: `New message from ${p.senderName}`,
    body: `You have a new message from ${p.senderName} in the portal.`,
    sms: `${PORTAL_NAME}: you have a new message from ${clip(p.senderName, 60)} in the portal.`,
  }),
  STAFF_MESSAGE_RECEIVED: (p) => ({
    title: `New message from ${p.studentName}`,
    body: `You have a new message from ${p.studentName} in the portal.`,
    sms: `${PORTAL_NAME}: you have a new message from ${clip(p.studentName, 60)} in the portal.`,
  }),
};

/** The texts of any event (a switch-free lookup that keeps each kind's params typed). */
export const notificationText = (event: TNotificationEvent): TNotificationText =>
  (NOTIFICATION_TEXTS[event.kind] as (params: TNotificationEvent['params']) => TNotificationText)(
    event.params,
  );
