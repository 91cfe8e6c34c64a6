import {
  STUDENT_LIST_COUNT_CAP,
  type TPage,
  type TStaffStudentRow,
  type TStaffStudentsQuery,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
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
): Promise<TPage<TStaffStudentRow>> {
  const where = studentWhere(query, caller.id);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const slice = { where, sortColumn: sortColumnOf(query.sort), offset, limit: query.pageSize };
  const probe = await probePage(db, slice, SORT_MATCHES_MAX);
  let { total: totalElements, ids } = probe;
  if (probe.total > SORT_MATCHES_MAX) {
    totalElements = Math.min(
      await countMatchesUpTo(db, where, STUDENT_LIST_COUNT_CAP),
      STUDENT_LIST_COUNT_CAP,
    );
    ids = offset < totalElements ? await walkPageIds(db, slice) : [];
  }
  return {
    content: await findStudentRows(db, ids),
    page: query.pageNumber,
    size: query.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / query.pageSize),
  };
}
