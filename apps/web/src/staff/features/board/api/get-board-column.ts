import {
  type TApplicationStatus,
  type TStaffApplicationFilters,
  ZStaffApplicationPage,
} from '@portal/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { BOARD_PAGE_SIZE } from '../board-filters.ts';
import { STAFF_BOARD_KEYS } from './staff-board-keys.ts';

export type TStaffApplicationPage = z.infer<typeof ZStaffApplicationPage>;
type TFilters = Omit<TStaffApplicationFilters, 'status'>;

/** GET /api/staff/applications?status&counsellorId&country&intake&pageNumber&pageSize: one column, oldest change first. */
export async function getBoardColumn(
  status: TApplicationStatus,
  filters: TFilters,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<TStaffApplicationPage> {
  const response = await apiClient.get('/api/staff/applications', {
    params: { status, ...filters, pageNumber, pageSize: BOARD_PAGE_SIZE },
    signal,
  });
  return ZStaffApplicationPage.parse(response.data);
}

// "Show more" appends the next page; a filter change keeps the cards on screen until the new ones are in.
export const boardColumnQuery = (status: TApplicationStatus, filters: TFilters) =>
  infiniteQueryOptions({
    queryKey: STAFF_BOARD_KEYS.column(status, filters),
    queryFn: ({ pageParam, signal }) => getBoardColumn(status, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TStaffApplicationPage) =>
      last.page < last.totalPages ? last.page + 1 : undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    meta: { isShownInline: true },
  });

export const useBoardColumn = (status: TApplicationStatus, filters: TFilters) =>
  useInfiniteQuery(boardColumnQuery(status, filters));
