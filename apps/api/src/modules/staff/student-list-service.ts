import {
  STUDENT_LIST_COUNT_CAP,
  type TPage,
  type TStaffStudentRow,
  type TStaffStudentsQuery,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { sortColumnOf, studentWhere } from './student-filter.ts';
import { countMatchesUpTo, findPageIds, findStudentRows } from './student-list-repository.ts';

/**
 * Up to this many matches, the page is cut from the sorted matches themselves; above it the sort
 * index is walked (a dense match finds its page within a few hundred index entries).
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
): Promise<TPage<TStaffStudentRow>> {
  const where = studentWhere(query, caller.id);
  const matches = await countMatchesUpTo(db, where, STUDENT_LIST_COUNT_CAP);
  const totalElements = Math.min(matches, STUDENT_LIST_COUNT_CAP);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const slice = { where, sortColumn: sortColumnOf(query.sort), offset, limit: query.pageSize };
  const ids =
    offset < totalElements
      ? await findPageIds(db, slice, matches <= SORT_MATCHES_MAX ? matches : undefined)
      : [];
  return {
    content: await findStudentRows(db, ids),
    page: query.pageNumber,
    size: query.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / query.pageSize),
  };
}
