import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { call, insertBooking } from './fixtures.ts';

/**
 * What staff write about a student for staff only (internal notes, NOT_ELIGIBLE reasons, the
 * counselling completion note) never comes back from any call a student can make.
 */
const t = useTestApp();
let student: TSignedIn;
let staff: TSignedIn;

const SECRETS = {
  note: 'NOTE-7f3a: father unwell, budget tight',
  reason: 'REASON-91bc: grades below the cut-off',
  completion: 'COMPLETION-5d2e: prefers cheap cities',
};

/** Every read a student can make about itself ({id}: its own id). */
const STUDENT_READS = [
  '/api/dashboard',
  '/api/counselling/booking',
  '/shortlist',
  '/shortlist/{id}',
  '/api/payment/summary',
  '/api/application',
  '/api/student-profiles',
  '/api/student-profiles/{id}',
  '/student-onboarding/details/{id}',
  '/auth/session',
  '/api/enrollments/student?studentId={id}',
  '/student/document/download-all',
];

beforeAll(async () => {
  student = await createSignedInUser(t.app);
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
  const [courseId] = await insertCourses(t.app, 1);
  const steps = [
    await call(t.app, student, 'POST', '/shortlist/add', { courseId }),
    await call(t.app, staff, 'PUT', `/api/staff/students/${student.id}/shortlist/${courseId}`, {
      status: 'NOT_ELIGIBLE',
      reason: SECRETS.reason,
    }),
    await call(t.app, staff, 'POST', `/api/staff/students/${student.id}/notes`, { body: SECRETS.note }),
  ];
  await insertBooking(t.app, student.id, 'BOOKED');
  steps.push(
    await call(t.app, staff, 'POST', `/api/staff/students/${student.id}/counselling/complete`, {
      note: SECRETS.completion,
    }),
  );
  for (const step of steps) expect(step.statusCode, step.body).toBeLessThan(300);
});

describe("a student's own calls never show what staff wrote for staff", () => {
  it.each(STUDENT_READS)('GET %s', async (path) => {
    const url = path.replace('{id}', String(student.id));
    const res = await call(t.app, student, 'GET', url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    for (const secret of Object.values(SECRETS)) expect(res.body, url).not.toContain(secret.slice(0, 10));
    expect(res.body, url).not.toMatch(/statusReason|completionNote|"notes"/);
  });

  it('while staff see all three on the student page and the notes list', async () => {
    const detail = await call(t.app, staff, 'GET', `/api/staff/students/${student.id}`);
    expect(detail.body).toContain(SECRETS.reason);
    expect(detail.body).toContain(SECRETS.completion);
    const notes = await call(t.app, staff, 'GET', `/api/staff/students/${student.id}/notes`);
    expect(notes.body).toContain(SECRETS.note);
  });
});
