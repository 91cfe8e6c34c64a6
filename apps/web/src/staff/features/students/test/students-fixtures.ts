import type { TStaffStudentRow } from '@portal/contract';
import type { TStaffStudentPage } from '../api/get-students.ts';

export const makeStudentRow = (id: number, overrides: Partial<TStaffStudentRow> = {}): TStaffStudentRow => ({
  id,
  name: `Student ${id}`,
  mobileNumber: `98765${String(id).padStart(5, '0')}`,
  referenceId: `REF${String(id).padStart(5, '0')}`,
  isEvent: false,
  createdAt: '2027-01-01T04:30:00.000Z',
  progressPercent: 40,
  isCounsellingBooked: false,
  isCounsellingCompleted: false,
  isPaid: false,
  stage: 'REGISTERED',
  assignedCounsellor: { id: 7, name: 'Priya Nair', isDisabled: false },
  lastActivityAt: '2027-01-05T10:00:00.000Z',
  ...overrides,
});

export const studentPageOf = (
  content: TStaffStudentRow[],
  { page = 1, totalElements = content.length, size = 20 } = {},
): TStaffStudentPage => ({
  content,
  page,
  size,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
});
