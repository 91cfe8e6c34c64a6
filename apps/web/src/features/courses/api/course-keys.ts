import type { QueryKey } from '@tanstack/react-query';

/** Query keys of the courses feature (one root, so a screen can invalidate or read them all). */
export const COURSE_KEYS = {
  all: ['courses'] as const,
  lists: () => [...COURSE_KEYS.all, 'list'] as const,
  /** One listing: by student or filtered, with its parameters (the same key type for both, one hook). */
  list: (kind: 'student' | 'filter', params: Record<string, unknown>): QueryKey => [
    ...COURSE_KEYS.lists(),
    kind,
    params,
  ],
  detail: (courseId: number) => [...COURSE_KEYS.all, 'detail', courseId] as const,
  /** The student's shortlist as this feature reads it (the shortlisted screen keeps its own entry). */
  shortlist: () => [...COURSE_KEYS.all, 'shortlist'] as const,
};

/**
 * Every query under this prefix holds a shortlist (a change here refreshes other screens' copies too), and
 * every shortlist mutation carries it, so the list is not re-read over a change still in flight.
 */
export const SHORTLIST_KEY_PREFIX = ['shortlist'] as const;
