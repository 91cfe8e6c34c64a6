import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STEP_BY_STATUS,
  type TApplicationDocumentsResponse,
  type TApplicationStaffView,
  type TApplicationStatus,
  type TCourse,
  type TStaffPayment,
  type TStaffStudentDetail,
} from '@portal/contract';
import { unpaidStaffPaymentOf } from '../../../../test/payment-summary.ts';
import { studentProfileOf } from '../../../../test/student-profile.ts';

/** Test data of the Shortlist, Payments and Applications sections: a course as the catalogue sends it. */
export function courseOf(id: number, overrides: Partial<TCourse> = {}): TCourse {
  return {
    id,
    name: `MSc Course ${id}`,
    country: 'UK',
    campus: 'Main campus',
    intake: 'September 2027',
    fees: 18500,
    duration: '1 year',
    link: 'https://example.ac.uk/',
    overview: '',
    entryRequirements: '',
    level: 'Postgraduate',
    category: 'Computer Science & IT',
    studyMode: 'Full-time',
    ucasCode: null,
    university: {
      id: 7,
      name: `University ${id}`,
      country: 'UK',
      imageUrl: '/media/u/image.svg',
      iconUrl: '/media/u/icon.svg',
    },
    ...overrides,
  };
}

export function paymentOf(id: number, overrides: Partial<TStaffPayment> = {}): TStaffPayment {
  return {
    id,
    amount: 2000,
    mode: 'UPI',
    reference: `UTR${id}`,
    recordedBy: 3,
    recordedByName: 'Meera Counsellor',
    receiptNumber: `RCPT-2026-${String(id).padStart(6, '0')}`,
    createdAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  };
}

export function applicationOf(
  id: number,
  status: TApplicationStatus,
  overrides: Partial<TStaffStudentDetail['applications'][number]> = {},
): TStaffStudentDetail['applications'][number] {
  return {
    id,
    courseId: id + 100,
    courseName: `MSc Course ${id + 100}`,
    universityName: `University ${id + 100}`,
    status,
    step: APPLICATION_STEP_BY_STATUS[status],
    hasConditionalOfferLetter: false,
    hasUnconditionalOfferLetter: false,
    createdAt: '2026-11-21T06:30:00.000Z',
    updatedAt: '2026-11-22T06:30:00.000Z',
    ...overrides,
  };
}

/** What the staff calls on an application answer after a change. */
export function staffViewOf(
  application: TStaffStudentDetail['applications'][number],
  overrides: Partial<TApplicationStaffView> = {},
): TApplicationStaffView {
  return {
    id: application.id,
    courseId: application.courseId,
    status: application.status,
    statusLabel: APPLICATION_STATUS_LABELS[application.status],
    step: application.step,
    studentId: 41,
    hasConditionalOfferLetter: false,
    hasUnconditionalOfferLetter: false,
    updatedAt: '2026-11-23T06:30:00.000Z',
    ...overrides,
  };
}

export function applicationDocumentsOf(
  applicationId: number,
  status: TApplicationStatus,
  overrides: Partial<TApplicationDocumentsResponse> = {},
): TApplicationDocumentsResponse {
  return { applicationId, status, documents: [], conditionalDocuments: [], ...overrides };
}

/** Student 41, counselled, nothing paid, nothing shortlisted or applied: override what a test is about. */
export function staffDetailOf(overrides: Partial<TStaffStudentDetail> = {}): TStaffStudentDetail {
  return {
    account: {
      id: 41,
      name: 'Asha Rao',
      mobileNumber: '9876543210',
      referenceId: 'SA-000041',
      isEvent: false,
      eventId: null,
      enrollmentId: 5,
      createdAt: '2026-11-01T06:30:00.000Z',
      stage: 'COUNSELLED',
      assignedCounsellor: { id: 3, name: 'Meera Counsellor', isDisabled: false },
      lastActivityAt: '2026-11-20T06:30:00.000Z',
    },
    profile: studentProfileOf(),
    documents: [],
    shortlist: [],
    counselling: null,
    isCounsellingCompleted: true,
    payment: unpaidStaffPaymentOf(),
    applications: [],
    withdrawalLimits: [],
    ...overrides,
  };
}
