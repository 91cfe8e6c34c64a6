import {
  STUDENT_LIST_COUNT_CAP,
  type TPage,
  type TStaffStudentRow,
  type TStaffStudentsQuery,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TDenseFilters } from '../../lib/dense-filters.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { sortColumnOf, studentWhere } from './student-filter-read-model.ts';
import { countMatchesUpTo, findStudentRows, probePage, walkPageIds } from './student-list-read-model.ts';

/**
 * Up to this many matches, the probe that finds them is also the count and the page (sorting 2,000
 * rows costs a few milliseconds); beyond it the match is dense, and walking the sort index finds a
 * page within a few hundred entries.
 */
const SORT_MATCHES_MAX = 2_000;

/**
 * GET /api/staff/students: a page of students matching q, stage and whose (mine / counsellorId),
 * newest first by sign-up or by last activity. totalElements is exact up to STUDENT_LIST_COUNT_CAP
 * and that cap above it (see the contract).
 */
export async function listStudentPage(
  db: TDb,
  caller: TSessionUser,
  query: TStaffStudentsQuery,
  /** Filters known to match more than the cap (lib/dense-filters.ts): their count is not taken again. */
  dense?: TDenseFilters,
): Promise<TPage<TStaffStudentRow>> {
  const where = studentWhere(query, caller.id);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const slice = { where, sortColumn: sortColumnOf(query.sort), offset, limit: query.pageSize };
  // The count depends on the filters (and whose students "mine" are), not on the sort or the page.
  const { q, stage, mine, counsellorId, hasUnreadMessages } = query;
  const filterKey = JSON.stringify([
    q?.trim(),
    stage,
    mine ? caller.id : 0,
    mine ? 0 : counsellorId,
    hasUnreadMessages,
  ]);
  if (dense?.isDense(filterKey)) {
    const ids = offset < STUDENT_LIST_COUNT_CAP ? await walkPageIds(db, slice) : [];
    return pageOf(query, await findStudentRows(db, ids), STUDENT_LIST_COUNT_CAP);
  }
  const probe = await probePage(db, slice, SORT_MATCHES_MAX);
  let { total: totalElements, ids } = probe;
  if (probe.total > SORT_MATCHES_MAX) {
    totalElements = Math.min(
      await countMatchesUpTo(db, where, STUDENT_LIST_COUNT_CAP),
      STUDENT_LIST_COUNT_CAP,
    );
    if (totalElements >= STUDENT_LIST_COUNT_CAP) dense?.markDense(filterKey);
    ids = offset < totalElements ? await walkPageIds(db, slice) : [];
  }
  return pageOf(query, await findStudentRows(db, ids), totalElements);
}

function pageOf(
  query: TStaffStudentsQuery,
  content: TStaffStudentRow[],
  totalElements: number,
): TPage<TStaffStudentRow> {
  return {
    content,
    page: query.pageNumber,
    size: query.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / query.pageSize),
  };
}
