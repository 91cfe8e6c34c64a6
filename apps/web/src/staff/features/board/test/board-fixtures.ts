import type { TApplicationStatus, TStaffApplicationCard } from '@portal/contract';
import type { TStaffApplicationPage } from '../api/get-board-column.ts';

export const makeCard = (
  id: number,
  status: TApplicationStatus,
  overrides: Partial<TStaffApplicationCard> = {},
): TStaffApplicationCard => ({
  studentId: 40 + id,
  studentName: `Student ${id}`,
  referenceId: `REF${id}`,
  applicationId: id,
  courseId: 500 + id,
  courseName: `Course ${id}`,
  universityName: `University ${id}`,
  country: 'UK',
  intake: 'September 2027',
  status,
  counsellor: { id: 7, name: 'Priya Nair' },
  nextAction: 'Start the review',
  updatedAt: '2027-01-02T06:00:00.000Z',
  postOfferStage: null,
  postOfferDueOn: null,
  ...overrides,
});

export const cardPageOf = (
  content: TStaffApplicationCard[],
  { page = 1, totalElements = content.length, size = 20 } = {},
): TStaffApplicationPage => ({
  content,
  page,
  size,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
});
