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
};
