// The staff work queue: GET /api/staff/queue?mine=
import { z } from 'zod';
import { type TApplicationStatus, ZApplicationStatus } from './applications.ts';
import { ZDocumentType } from './enums.ts';
import { ZBooleanFlag, ZStudentRef } from './staff-console-parts.ts';
import { ZQueueUnansweredMessage } from './student-messages.ts';

export const QUEUE_LIST_MAX = 50;
/** Application statuses where the consultancy has the next move. */
export const APPLICATION_STATUSES_WAITING_ON_STAFF = [
  'APPLIED',
  'UNDER_REVIEW',
  'CONDITIONAL_OFFER_RECEIVED',
] as const satisfies readonly TApplicationStatus[];

/** What staff do next on an application, by status (board cards, queue). */
export const APPLICATION_NEXT_ACTIONS: Record<TApplicationStatus, string> = {
  APPLIED: 'Start the review',
  UNDER_REVIEW: 'Post the offer',
  CONDITIONAL_OFFER_RECEIVED: 'Check conditional documents, then post the unconditional offer',
  UNCONDITIONAL_OFFER_RECEIVED: 'Done: unconditional offer posted',
  REJECTED: 'None: rejected',
  WITHDRAWN: 'None: the student opted out',
};

/** The queue's sessions: the week ahead (today and the six India days after), unless one date is asked. */
export const QUEUE_SESSION_DAYS = 7;
export const QUEUE_MESSAGES = {
  invalidSessionDate: 'sessionDate must be a date as YYYY-MM-DD.',
} as const;

export const ZStaffQueueQuery = z.object({
  mine: ZBooleanFlag('mine').optional(),
  /** One India date's sessions (any day); without it, the week ahead. */
  sessionDate: z.iso
    .date({ error: QUEUE_MESSAGES.invalidSessionDate })
    .max(10, QUEUE_MESSAGES.invalidSessionDate)
    .optional(),
});
export type TStaffQueueQuery = z.infer<typeof ZStaffQueueQuery>;

export const ZQueueSession = z.object({
  ...ZStudentRef,
  bookingId: z.number().int(),
  /** YYYY-MM-DD and HH:mm, India time. */
  date: z.string(),
  time: z.string(),
  topics: z.array(z.string()),
  status: z.enum(['BOOKED', 'COMPLETED']),
});
export const ZQueueDocument = z.object({
  ...ZStudentRef,
  documentId: z.number().int(),
  type: ZDocumentType,
  name: z.string(),
  /** When the current version was uploaded (the queue is oldest first). */
  uploadedAt: z.string(),
});
export const ZQueueUnpaid = z.object({
  ...ZStudentRef,
  counselledAt: z.string(),
  paidAmount: z.number().int(),
  outstanding: z.number().int(),
});
export const ZQueueApplication = z.object({
  ...ZStudentRef,
  applicationId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  status: ZApplicationStatus,
  updatedAt: z.string(),
});
const queueList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
/** Each list holds at most QUEUE_LIST_MAX items; total counts them all. */
export const ZStaffQueue = z.object({
  /**
   * The week ahead's sessions (today and the next six India days), or sessionDate's; by date and time.
   * Completed ones stay for their day.
   */
  sessions: z.array(ZQueueSession),
  documentsToReview: queueList(ZQueueDocument),
  counselledNotPaid: queueList(ZQueueUnpaid),
  applicationsWaiting: queueList(ZQueueApplication),
  /**
   * Threads whose latest student messages have no staff reply, oldest waitingSince first; with mine, only
   * the caller's students. Optional for older servers.
   */
  unansweredMessages: queueList(ZQueueUnansweredMessage).optional(),
  /**
   * Whether any of these students (mine or all) ever had a session held: an empty counselledNotPaid
   * means "everyone counselled has paid" only when true. Optional for older servers.
   */
  isAnyoneCounselled: z.boolean().optional(),
});
export type TStaffQueue = z.infer<typeof ZStaffQueue>;
