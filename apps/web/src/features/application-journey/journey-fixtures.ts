import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STEP_BY_STATUS,
  type TApplicationDocumentItem,
  type TApplicationDocumentsResponse,
  type TApplicationListItem,
  type TApplicationStatus,
  type TApplicationView,
  type TConditionalDocumentItem,
} from '@portal/contract';

/** Test data of the journey screen, shaped as the API answers (the contract's schemas parse them). */
export function applicationOf(id: number, status: TApplicationStatus = 'APPLIED'): TApplicationView {
  return {
    id,
    courseId: id * 10,
    status,
    statusLabel: APPLICATION_STATUS_LABELS[status],
    step: APPLICATION_STEP_BY_STATUS[status],
  };
}

export function listItemOf(id: number, status: TApplicationStatus = 'APPLIED'): TApplicationListItem {
  return {
    ...applicationOf(id, status),
    createdAt: '2026-11-20T10:00:00.000Z',
    course: { id: id * 10, name: `Course ${id}`, country: 'UK', campus: 'London' },
    university: { name: `University ${id}`, iconUrl: '' },
  };
}

export function portfolioOf(id: number, name: string): TApplicationDocumentItem {
  return {
    id,
    name,
    type: 'PORTFOLIO',
    status: 'UPLOADED',
    remarks: '',
    applicationId: 1,
    tempURL: `/files/${id}`,
    createdAt: '2026-11-21T10:00:00.000Z',
  };
}

export function conditionalOf(
  id: number,
  type: TConditionalDocumentItem['type'],
  label: string,
): TConditionalDocumentItem {
  return {
    id,
    type,
    label,
    name: null,
    status: null,
    remarks: '',
    uploaded: false,
    uploadedAt: null,
    tempURL: null,
  };
}

export function documentsOf(
  overrides: Partial<TApplicationDocumentsResponse> = {},
): TApplicationDocumentsResponse {
  return { applicationId: 1, status: 'APPLIED', documents: [], conditionalDocuments: [], ...overrides };
}
