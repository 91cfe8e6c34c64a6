import {
  STUDENT_SORTS,
  STUDENT_STAGES,
  type TStaffStudentsQuery,
  type TStudentSort,
  type TStudentStage,
} from '@portal/contract';
import { STAFF_SEARCH_PARAMS as P, readMine, readPage } from '../../lib/staff-search-params.ts';

export const STUDENTS_PAGE_SIZE = 20;

/** What the Students page shows, read from its address (?q&stage&mine&counsellor&unread&sort&page). */
export type TStudentsView = {
  q: string;
  stage: TStudentStage | undefined;
  isMine: boolean;
  counsellorId: number | undefined;
  /** Only students with messages the team has not read. */
  hasUnreadMessages: boolean;
  sort: TStudentSort;
  page: number;
};

const isStage = (value: string | null): value is TStudentStage =>
  (STUDENT_STAGES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is TStudentSort =>
  (STUDENT_SORTS as readonly (string | null)[]).includes(value);

/**
 * Anything the address holds that the API would refuse is read as "no filter". "All students" is the
 * default for everyone here (the queue is where a counsellor's own work is): a student who calls or walks
 * in must be found whoever they are assigned to.
 */
export function readStudentsView(params: URLSearchParams): TStudentsView {
  const stage = params.get(P.stage);
  const sort = params.get(P.sort);
  const counsellorId = Number(params.get(P.counsellor));
  return {
    q: (params.get(P.q) ?? '').trim(),
    stage: isStage(stage) ? stage : undefined,
    isMine: readMine(params, false),
    counsellorId: Number.isInteger(counsellorId) && counsellorId > 0 ? counsellorId : undefined,
    hasUnreadMessages: params.get(P.unread) === 'true',
    sort: isSort(sort) ? sort : 'newest',
    page: readPage(params),
  };
}

/** The filters as GET /api/staff/students and its CSV export take them (no empty values). */
export function studentFiltersOf(view: TStudentsView): Omit<TStaffStudentsQuery, 'pageNumber' | 'pageSize'> {
  return {
    ...(view.q ? { q: view.q } : {}),
    ...(view.stage ? { stage: view.stage } : {}),
    mine: view.isMine,
    // The server ignores a counsellor when mine is true: not sent then, so the cache key says the same.
    ...(view.counsellorId && !view.isMine ? { counsellorId: view.counsellorId } : {}),
    ...(view.hasUnreadMessages ? { hasUnreadMessages: true } : {}),
    sort: view.sort,
  };
}
