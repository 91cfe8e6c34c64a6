import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STEP_BY_STATUS,
  type TApplicationListItem,
  type TApplicationStatus,
} from '@portal/contract';

/** Test data: one application of GET /api/application, as the server answers it. */
export const makeApplication = (
  id: number,
  status: TApplicationStatus = 'APPLIED',
  courseName = `Course ${id}`,
): TApplicationListItem => ({
  id,
  courseId: 100 + id,
  status,
  statusLabel: APPLICATION_STATUS_LABELS[status],
  step: APPLICATION_STEP_BY_STATUS[status],
  createdAt: '2026-11-20T10:00:00.000Z',
  course: { id: 100 + id, name: courseName, country: 'UK', campus: 'London' },
  university: { name: `University ${id}`, iconUrl: `/logos/${id}.png` },
});
