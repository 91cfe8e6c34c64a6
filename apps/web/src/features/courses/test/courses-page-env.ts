import { configure } from '@testing-library/react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import type { installFakeApi } from '../../../test/fake-api.ts';
import { installIntersectionObserver } from '../course-fixtures.ts';

type TCoursesPageEnv = {
  /** The fake API of the running test, restored after it. */
  fake?: ReturnType<typeof installFakeApi>;
  /** The IntersectionObserver stand-in, installed before each test and restored after it. */
  observer: ReturnType<typeof installIntersectionObserver>;
  notifier: { success: Mock; error: Mock };
};

/**
 * The set-up shared by the tests of the courses page: student 7 signed in, the IntersectionObserver
 * stand-in, and the fake API restored after each test. Tests set `env.fake` and may swap `env.observer`.
 */
export function coursesPageEnv(): TCoursesPageEnv {
  // Mantine's selects and the query cache take a while on a busy machine.
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 30_000 });
  const env = { notifier: { success: vi.fn(), error: vi.fn() } } as TCoursesPageEnv;
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 't');
    sessionStorage.setItem('studentId', '7');
    env.observer = installIntersectionObserver();
  });
  afterEach(() => {
    env.fake?.restore();
    env.observer.restore();
  });
  return env;
}
