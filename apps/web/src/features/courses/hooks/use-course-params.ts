import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_PARAM } from '../../../lib/search-params.ts';

/** Query-string name of the open course (detail view); the search text's is lib's SEARCH_PARAM. */
export const COURSE_PARAM = 'course';

/** Router state a detail opened from the grid carries, so closing it can go back instead of forward. */
type TDetailState = { isFromGrid?: boolean } | null;

const toPositiveId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The list's query string without the open course, e.g. '?q=oxford' or ''. */
export function listSearchOf(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete(COURSE_PARAM);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The detail's query string: the list's plus course=<id>. */
export function detailSearchOf(listSearch: string, courseId: number): string {
  const next = new URLSearchParams(listSearch);
  next.set(COURSE_PARAM, String(courseId));
  return `?${next.toString()}`;
}

/**
 * The courses screen's address (§2 has no path parameters): /courses?course=<id> shows a course's detail,
 * /courses?q=<text> searches. Everything else (filters) lives in the shared state.
 */
export function useCourseParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const courseId = toPositiveId(params.get(COURSE_PARAM));
  const q = params.get(SEARCH_PARAM)?.trim() || undefined;
  const listSearch = useMemo(() => listSearchOf(params), [params]);
  const isFromGrid = (location.state as TDetailState)?.isFromGrid === true;

  /** Back to the grid: the history entry before the detail when the grid opened it, else a replace. */
  const closeCourse = useCallback(() => {
    if (isFromGrid) void navigate(-1);
    else void navigate({ search: listSearch }, { replace: true });
  }, [isFromGrid, listSearch, navigate]);

  /** A new search text (undefined clears it); replaces the entry, as filters do not add history either. */
  const setSearch = useCallback(
    (text: string | undefined) => {
      const next = new URLSearchParams(params);
      next.delete(COURSE_PARAM);
      if (text) next.set(SEARCH_PARAM, text);
      else next.delete(SEARCH_PARAM);
      const search = next.toString() ? `?${next.toString()}` : '';
      if (search === location.search) return;
      void navigate({ search }, { replace: true });
    },
    [navigate, params, location.search],
  );

  return { courseId, q, listSearch, closeCourse, setSearch };
}

export const DETAIL_LINK_STATE: NonNullable<TDetailState> = { isFromGrid: true };
