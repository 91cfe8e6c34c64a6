import {
  type TPage,
  type TPageQuery,
  type TStaffApplicationCard,
  type TStaffApplicationFilters,
  toIsoDate,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { countBoardApplications, findBoardRows } from './board-read-model.ts';

/**
 * GET /api/staff/applications: one board column (or all applications) as a page, the application
 * unchanged longest on top, each card with the next action for its status.
 */
export async function listBoardPage(
  deps: { db: TDb; clock: { now: () => Date } },
  query: TStaffApplicationFilters & TPageQuery,
): Promise<TPage<TStaffApplicationCard>> {
  const { db } = deps;
  const { pageNumber, pageSize, ...rest } = query;
  const filters = { ...rest, today: toIsoDate(deps.clock.now()) };
  const totalElements = await countBoardApplications(db, filters);
  const offset = (pageNumber - 1) * pageSize;
  const rows = offset < totalElements ? await findBoardRows(db, filters, { offset, limit: pageSize }) : [];
  return {
    content: rows.map(({ mobileNumber: _m, createdAt: _c, cursor: _k, ...card }) => card),
    page: pageNumber,
    size: pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / pageSize),
  };
}
