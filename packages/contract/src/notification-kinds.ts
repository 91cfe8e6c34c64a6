// What a notification is about, where it leads, and which preference topic governs it. The params of each
// kind are what its texts need (notification-texts.ts); they never carry a document's contents or a link.
import { z } from 'zod';
import { ZApplicationStatus } from './applications.ts';
import { ZDocumentStatus } from './enums.ts';
import { ZPostOfferPosition } from './post-offer-stages.ts';

export const NOTIFICATION_CHANNELS = ['IN_APP', 'EMAIL', 'SMS', 'WHATSAPP'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels a person may switch per topic; the notification centre (IN_APP) always keeps every one. */
export const OPTIONAL_CHANNELS = ['EMAIL', 'SMS', 'WHATSAPP'] as const;
export type TOptionalChannel = (typeof OPTIONAL_CHANNELS)[number];
export const ZOptionalChannel = z.enum(OPTIONAL_CHANNELS);

/** Preference topics: a person chooses channels per topic; each kind belongs to one. */
export const NOTIFICATION_TOPICS = [
  'DOCUMENTS',
  'COUNSELLING',
  'REMINDERS',
  'PAYMENTS',
  'APPLICATIONS',
  'OFFERS',
  'MESSAGES',
  'STAFF_WORK',
] as const;
export type TNotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const ZNotificationTopic = z.enum(NOTIFICATION_TOPICS);

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZTime = z.string().regex(/^\d{2}:\d{2}$/);
const ZId = z.number().int().positive();
const ZDocumentTypeName = z.string().min(1).max(64);
const ZShortText = z.string().max(500);
const ZName = z.string().max(200);
const ZSession = { bookingId: ZId, date: ZDate, time: ZTime };
const ZApplicationRef = { applicationId: ZId, courseName: ZName, universityName: ZName };
const ZStudentRef = { studentId: ZId, studentName: ZName };

/** Every kind with its params; `notify` takes one of these, the centre and the channels render it. */
export const ZNotificationEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('DOCUMENT_ACCEPTED'), params: z.object({ documentType: ZDocumentTypeName }) }),
  z.object({
    kind: z.literal('DOCUMENT_REJECTED'),
    params: z.object({ documentType: ZDocumentTypeName, reason: ZShortText }),
  }),
  z.object({ kind: z.literal('SESSION_BOOKED'), params: z.object(ZSession) }),
  z.object({ kind: z.literal('SESSION_RESCHEDULED'), params: z.object(ZSession) }),
  z.object({ kind: z.literal('SESSION_CANCELLED'), params: z.object(ZSession) }),
  z.object({ kind: z.literal('SESSION_COMPLETED'), params: z.object(ZSession) }),
  z.object({
    kind: z.literal('SESSION_REMINDER'),
    params: z.object({ ...ZSession, hoursBefore: z.union([z.literal(24), z.literal(1)]) }),
  }),
  z.object({
    kind: z.literal('PAYMENT_RECORDED'),
    params: z.object({ paymentId: ZId, amount: z.number().nonnegative(), currency: z.string().max(8) }),
  }),
  z.object({
    kind: z.literal('APPLICATION_STATUS_CHANGED'),
    params: z.object({ ...ZApplicationRef, status: ZApplicationStatus }),
  }),
  z.object({
    kind: z.literal('OFFER_LETTER_POSTED'),
    params: z.object({ ...ZApplicationRef, offer: z.enum(['CONDITIONAL', 'UNCONDITIONAL']) }),
  }),
  z.object({
    kind: z.literal('CONDITIONAL_DOCUMENTS_REQUESTED'),
    params: z.object({ ...ZApplicationRef, documentTypes: z.array(ZDocumentTypeName).max(20) }),
  }),
  z.object({
    kind: z.literal('JOURNEY_UPDATED'),
    params: z.object({ ...ZApplicationRef, stage: ZPostOfferPosition, statusLine: ZShortText }),
  }),
  z.object({
    kind: z.literal('STAFF_DOCUMENT_UPLOADED'),
    params: z.object({ ...ZStudentRef, documentType: ZDocumentTypeName, status: ZDocumentStatus.optional() }),
  }),
  z.object({
    kind: z.literal('STAFF_SESSION_CHANGED'),
    params: z.object({ ...ZStudentRef, ...ZSession, change: z.enum(['BOOKED', 'RESCHEDULED', 'CANCELLED']) }),
  }),
  z.object({
    kind: z.literal('STAFF_STUDENT_CHANGE'),
    params: z.object({
      ...ZStudentRef,
      change: z.enum(['APPLIED', 'WITHDRAWN', 'CONDITIONAL_DOCUMENT_UPLOADED', 'JOURNEY_DOCUMENT_UPLOADED']),
      applicationId: ZId.optional(),
      courseName: ZName.optional(),
      documentType: ZDocumentTypeName.optional(),
    }),
  }),
  /** Staff wrote in the student's thread (the text never travels: emails and SMS only say who wrote). */
  z.object({ kind: z.literal('MESSAGE_RECEIVED'), params: z.object({ senderName: ZName }) }),
  /** The student wrote in their thread: to the assigned counsellor, or every active admin when none. */
  z.object({ kind: z.literal('STAFF_MESSAGE_RECEIVED'), params: z.object(ZStudentRef) }),
]);
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;
export type TNotificationKind = TNotificationEvent['kind'];
export type TNotificationParams<K extends TNotificationKind> = Extract<
  TNotificationEvent,
  { kind: K }
>['params'];
export const NOTIFICATION_KINDS = ZNotificationEvent.options.map(
  (option) => option.shape.kind.value,
) as TNotificationKind[];
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS as [TNotificationKind, ...TNotificationKind[]]);

export const NOTIFICATION_TOPIC_OF: Record<TNotificationKind, TNotificationTopic> = {
  DOCUMENT_ACCEPTED: 'DOCUMENTS',
  DOCUMENT_REJECTED: 'DOCUMENTS',
  SESSION_BOOKED: 'COUNSELLING',
  SESSION_RESCHEDULED: 'COUNSELLING',
  SESSION_CANCELLED: 'COUNSELLING',
  SESSION_COMPLETED: 'COUNSELLING',
  SESSION_REMINDER: 'REMINDERS',
  PAYMENT_RECORDED: 'PAYMENTS',
  APPLICATION_STATUS_CHANGED: 'APPLICATIONS',
  OFFER_LETTER_POSTED: 'OFFERS',
  CONDITIONAL_DOCUMENTS_REQUESTED: 'OFFERS',
  JOURNEY_UPDATED: 'APPLICATIONS',
  STAFF_DOCUMENT_UPLOADED: 'STAFF_WORK',
  STAFF_SESSION_CHANGED: 'STAFF_WORK',
  STAFF_STUDENT_CHANGE: 'STAFF_WORK',
  MESSAGE_RECEIVED: 'MESSAGES',
  STAFF_MESSAGE_RECEIVED: 'STAFF_WORK',
};

/**
 * Where a notification leads, as a place rather than a URL (the web app maps it to its own paths; an email
 * links to /notifications/{id}, which opens the notification and goes on to its target).
 */
export const ZNotificationTarget = z.discriminatedUnion('screen', [
  z.object({ screen: z.literal('PROFILE_DOCUMENT'), documentType: ZDocumentTypeName }),
  z.object({
    screen: z.literal('APPLICATION'),
    applicationId: ZId,
    /** An offer leads to its own step of the application's journey. */
    offer: z.enum(['CONDITIONAL', 'UNCONDITIONAL']).optional(),
  }),
  z.object({ screen: z.literal('CONDITIONAL_DOCUMENTS'), applicationId: ZId }),
  z.object({ screen: z.literal('POST_OFFER'), applicationId: ZId, stage: ZPostOfferPosition.optional() }),
  z.object({ screen: z.literal('COUNSELLING') }),
  z.object({ screen: z.literal('PAYMENTS') }),
  /** The student's conversation with the consultancy (the "Your counsellor" page). */
  z.object({ screen: z.literal('MESSAGES') }),
  z.object({
    screen: z.literal('STAFF_STUDENT'),
    studentId: ZId,
    section: z.enum(['documents', 'applications', 'sessions', 'payments', 'journey', 'messages']).optional(),
  }),
]);
export type TNotificationTarget = z.infer<typeof ZNotificationTarget>;
