import type { TStaffQueue } from '@portal/contract';

type TSession = TStaffQueue['sessions'][number];
type TDocument = TStaffQueue['documentsToReview']['items'][number];
type TUnpaid = TStaffQueue['counselledNotPaid']['items'][number];
type TWaiting = TStaffQueue['applicationsWaiting']['items'][number];
type TUnanswered = NonNullable<TStaffQueue['unansweredMessages']>['items'][number];

const student = (id: number, name = `Student ${id}`) => ({
  studentId: id,
  studentName: name,
  referenceId: `REF${String(id).padStart(5, '0')}`,
});

export const makeSession = (id: number, overrides: Partial<TSession> = {}): TSession => ({
  ...student(id),
  bookingId: 100 + id,
  date: '2027-01-05',
  time: '10:30',
  topics: ['VISA_PROCESS', 'COURSE_SELECTION'],
  status: 'BOOKED',
  ...overrides,
});

export const makeQueueDocument = (id: number, overrides: Partial<TDocument> = {}): TDocument => ({
  ...student(id),
  documentId: 200 + id,
  type: 'PASSPORT',
  name: 'passport.pdf',
  uploadedAt: '2027-01-03T04:30:00.000Z',
  ...overrides,
});

export const makeUnpaid = (id: number, overrides: Partial<TUnpaid> = {}): TUnpaid => ({
  ...student(id),
  counselledAt: '2027-01-02T06:00:00.000Z',
  paidAmount: 1000,
  outstanding: 3956,
  ...overrides,
});

export const makeWaiting = (id: number, overrides: Partial<TWaiting> = {}): TWaiting => ({
  ...student(id),
  applicationId: 300 + id,
  courseName: `Course ${id}`,
  universityName: `University ${id}`,
  status: 'APPLIED',
  updatedAt: '2027-01-02T06:00:00.000Z',
  ...overrides,
});

export const makeUnanswered = (id: number, overrides: Partial<TUnanswered> = {}): TUnanswered => ({
  ...student(id),
  waitingSince: '2027-01-05T00:00:00.000Z',
  preview: `Question ${id}`,
  hasAttachment: false,
  counsellor: { id: 7, name: 'Priya' },
  ...overrides,
});

export const emptyQueue = (): TStaffQueue => ({
  sessions: [],
  unansweredMessages: { items: [], total: 0 },
  documentsToReview: { items: [], total: 0 },
  counselledNotPaid: { items: [], total: 0 },
  applicationsWaiting: { items: [], total: 0 },
});
