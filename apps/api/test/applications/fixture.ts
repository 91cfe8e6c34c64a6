import type { TApplicationStatus } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { storedFiles } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  createApplicationCalls,
  createReadyStudent,
  createStateHelpers,
  pickCourses,
  type TApplicationCalls,
  type TStateHelpers,
} from './helpers.ts';

/**
 * The set-up every applications test file shares: a fresh app for the file, the module's calls,
 * the state helpers, `courses` seeded course ids from `offset` on (files pick different ones so
 * their students never meet), and a staff user when asked for. Use it at the top level of a test
 * file; what it answers is filled in before the first test runs.
 */
export function useApplicationsFixture(options: {
  courses?: number;
  offset?: number;
  staff?: 'COUNSELLOR' | 'ADMIN';
}) {
  const t = useTestApp();
  const calls = {} as TApplicationCalls;
  const state = {} as TStateHelpers;
  const staff = {} as TSignedIn;
  const courseIds: number[] = [];

  beforeAll(async () => {
    Object.assign(calls, createApplicationCalls(t.app));
    Object.assign(state, createStateHelpers(t.app));
    courseIds.push(...(await pickCourses(t.app, options.courses ?? 1, options.offset)));
    if (options.staff) Object.assign(staff, await createSignedInUser(t.app, options.staff));
  });

  /** The i-th picked course id. */
  const course = (i = 0): number => {
    const id = courseIds[i];
    if (id === undefined) throw new Error(`the fixture picked ${courseIds.length} courses, not ${i + 1}`);
    return id;
  };

  /** A student who may apply, having applied to the first course; the application moved to `status`. */
  async function applied(status: TApplicationStatus = 'APPLIED') {
    const student = await createReadyStudent(t.app, state, [course()]);
    const applicationId = await calls.applyOk(student, course());
    if (status !== 'APPLIED') await state.setApplicationStatus(applicationId, status);
    return { student, applicationId };
  }

  const storedFileCount = async (studentId: number) =>
    (await t.app.db.select().from(storedFiles).where(eq(storedFiles.studentId, studentId))).length;

  return { t, calls, state, staff, course, applied, storedFileCount };
}
