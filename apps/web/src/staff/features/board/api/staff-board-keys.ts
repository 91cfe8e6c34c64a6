import type { TApplicationStatus, TStaffApplicationFilters } from '@portal/contract';

/** Query keys of the applications board: one entry per status column and filters. */
export const STAFF_BOARD_KEYS = {
  all: ['staff-board'] as const,
  /** GET /api/staff/applications?status=…, every page of the column. */
  column: (status: TApplicationStatus, filters: Omit<TStaffApplicationFilters, 'status'>) =>
    [...STAFF_BOARD_KEYS.all, status, filters] as const,
};
