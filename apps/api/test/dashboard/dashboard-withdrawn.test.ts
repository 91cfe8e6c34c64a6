import { APPLICATION_STATUS_LABELS } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertApplication, insertNamedCourses, readDashboard } from './fixtures.ts';

/** Applied Courses card: applications the student opted out of (WITHDRAWN) do not count. */
const t = useTestApp();
let courseIds: number[];
const course = (i: number) => courseIds[i] as number;

beforeAll(async () => {
  courseIds = await insertNamedCourses(t.app, ['MSc Data Science', 'MA Design', 'MBA']);
});

describe('GET /api/dashboard with withdrawn applications', () => {
  it('reads as no application when the only one is withdrawn', async () => {
    const student = await createSignedInUser(t.app);
    await insertApplication(t.app, student.id, course(0), new Date('2030-01-01T10:00:00Z'), 'WITHDRAWN');
    const card = (await readDashboard(t.app, student)).card('Applied Courses');
    expect(card).toMatchObject({
      subtitle: 'Not applied yet?',
      linkLabel: 'Apply Now',
      chipNumber: 0,
      appliedCount: 0,
      courseName: null,
      step: 0,
      statusLabel: null,
    });
  });

  it('counts the others and shows the newest live one, even when a withdrawn one is newer', async () => {
    const student = await createSignedInUser(t.app);
    await insertApplication(t.app, student.id, course(0), new Date('2030-01-01T10:00:00Z'), 'UNDER_REVIEW');
    await insertApplication(t.app, student.id, course(1), new Date('2030-02-01T10:00:00Z'));
    await insertApplication(t.app, student.id, course(2), new Date('2030-03-01T10:00:00Z'), 'WITHDRAWN');
    const dashboard = await readDashboard(t.app, student);
    for (const card of dashboard.list) {
      expect(card).toMatchObject({
        appliedCount: 2,
        courseName: 'MA Design',
        statusLabel: APPLICATION_STATUS_LABELS.APPLIED,
      });
    }
    expect(dashboard.card('Applied Courses')).toMatchObject({
      subtitle: 'Track your applications',
      chipNumber: 2,
    });
  });
});
