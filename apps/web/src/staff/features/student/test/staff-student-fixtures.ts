import type {
  TStaffAuditEntry,
  TStaffMe,
  TStaffMember,
  TStaffNote,
  TStaffStudentDetail,
  TStudentDocument,
} from '@portal/contract';
import { unpaidStaffPaymentOf } from '../../../../test/payment-summary.ts';
import { filledStudentProfileOf } from '../../../../test/student-profile.ts';

type TDetail = TStaffStudentDetail;
type TDetailOverrides = Omit<Partial<TDetail>, 'account' | 'profile' | 'counselling' | 'payment'> & {
  account?: Partial<TDetail['account']>;
  profile?: Partial<TDetail['profile']>;
  /** null: never booked. */
  counselling?: Partial<NonNullable<TDetail['counselling']>> | null;
  payment?: Partial<TDetail['payment']>;
};

/** A student as GET /api/staff/students/{id} answers (tests). */
export const studentDetail = ({
  account,
  profile,
  counselling,
  payment,
  ...rest
}: TDetailOverrides = {}): TStaffStudentDetail => ({
  account: {
    id: 7,
    name: 'Asha Rao',
    mobileNumber: '9876543210',
    referenceId: 'REF-000007',
    isEvent: false,
    eventId: null,
    enrollmentId: 3,
    createdAt: '2026-11-01T05:00:00.000Z',
    stage: 'COUNSELLING_BOOKED',
    assignedCounsellor: { id: 2, name: 'Priya Nair', isDisabled: false },
    lastActivityAt: '2026-11-20T05:00:00.000Z',
    ...account,
  },
  profile: filledStudentProfileOf({
    additionalDocuments: [
      ...filledStudentProfileOf().additionalDocuments,
      { type: 'UNDERGRADUATE', universityName: 'Pune University', passingYear: '2023', score: '8.1' },
    ],
    ...profile,
  }),
  documents: [],
  shortlist: [],
  counselling:
    counselling === null
      ? null
      : {
          id: 11,
          date: '2026-11-26',
          time: '15:30',
          topics: ['COURSE_SELECTION', 'SCHOLARSHIPS_AND_FUNDING'],
          status: 'BOOKED',
          createdAt: '2026-11-20T05:00:00.000Z',
          completedAt: null,
          completionNote: '',
          ...counselling,
        },
  isCounsellingCompleted: false,
  payment: { ...unpaidStaffPaymentOf(), ...payment },
  applications: [],
  withdrawalLimits: [],
  ...rest,
});

export const uploadedDocument = (
  type: TStudentDocument['type'],
  id: number,
  overrides: Partial<TStudentDocument> = {},
): TStudentDocument => ({
  id,
  name: `${type.toLowerCase()}.pdf`,
  type,
  status: 'UPLOADED',
  remarks: '',
  applicationId: null,
  ...overrides,
});

export const staffMe = (role: TStaffMe['role']): TStaffMe => ({
  id: role === 'ADMIN' ? 1 : 2,
  name: role === 'ADMIN' ? 'Anil Admin' : 'Priya Nair',
  mobileNumber: role === 'ADMIN' ? '6000000002' : '6000000001',
  role,
});

export const staffMembers: TStaffMember[] = [
  { id: 1, name: 'Anil Admin', role: 'ADMIN', isDisabled: false },
  { id: 2, name: 'Priya Nair', role: 'COUNSELLOR', isDisabled: false },
  { id: 3, name: 'Ravi Kumar', role: 'COUNSELLOR', isDisabled: false },
  { id: 4, name: 'Old Timer', role: 'COUNSELLOR', isDisabled: true },
];

export const note = (id: number, body: string, createdAt = '2026-11-24T04:30:00.000Z'): TStaffNote => ({
  id,
  studentId: 7,
  author: { id: 2, name: 'Priya Nair' },
  body,
  createdAt,
});

export const auditEntry = (id: number, overrides: Partial<TStaffAuditEntry> = {}): TStaffAuditEntry => ({
  id,
  actor: { id: 2, role: 'COUNSELLOR', name: 'Priya Nair' },
  student: { id: 7, name: 'Asha Rao', referenceId: 'REF-000007' },
  action: 'DOCUMENT_REVIEWED',
  entityType: 'STUDENT_DOCUMENT',
  entityId: 21,
  before: { status: 'UPLOADED', remarks: '' },
  after: { status: 'ACCEPTED', remarks: '' },
  createdAt: '2026-11-24T04:30:00.000Z',
  ...overrides,
});

/** One page as the paged calls answer. */
export const pageOf = <T>(content: T[], page = 1, totalPages = 1) => ({
  content,
  page,
  size: 10,
  totalElements: content.length,
  totalPages,
});
