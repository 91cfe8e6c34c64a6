import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STEP_BY_STATUS,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, universities } from '../../src/schema/index.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';
import { createReadyStudent } from './helpers.ts';

const { t, calls, state, course } = useApplicationsFixture({ courses: 3, offset: 10 });

describe('GET /api/application/{id}', () => {
  it('answers {id, courseId, status} of an own application, with its label and step', async () => {
    const student = await createReadyStudent(t.app, state, [course(0)]);
    const id = await calls.applyOk(student, course(0));
    const res = await calls.get(student, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      courseId: course(0),
      status: 'APPLIED',
      statusLabel: 'Application Submitted',
      step: 2,
    });
  });

  it('follows the status staff set', async () => {
    const student = await createReadyStudent(t.app, state, [course(0)]);
    const id = await calls.applyOk(student, course(0));
    await state.setApplicationStatus(id, 'CONDITIONAL_OFFER_RECEIVED');
    expect((await calls.get(student, id)).json()).toMatchObject({
      status: 'CONDITIONAL_OFFER_RECEIVED',
      statusLabel: APPLICATION_STATUS_LABELS.CONDITIONAL_OFFER_RECEIVED,
      step: 3,
    });
  });

  it("answers 404 for another student's application and for an unknown id, alike", async () => {
    const owner = await createReadyStudent(t.app, state, [course(0)]);
    const id = await calls.applyOk(owner, course(0));
    const other = await createSignedInUser(t.app);
    for (const res of [await calls.get(other, id), await calls.get(other, 2_000_000_000)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ debugMessage: APPLICATION_MESSAGES.applicationNotFound });
      expect(res.body).not.toContain(String(course(0)));
    }
  });

  it('lets staff read any application', async () => {
    const student = await createReadyStudent(t.app, state, [course(0)]);
    const id = await calls.applyOk(student, course(0));
    const res = await calls.get(await state.staffUser(), id);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(id);
  });

  it.each(['0', 'abc', '1.5', '3000000000'])('answers 400 for the id %s', async (id) => {
    const student = await createSignedInUser(t.app);
    expect((await calls.get(student, id)).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/application/1' })).statusCode).toBe(401);
  });
});

describe('GET /api/application', () => {
  it("lists the student's applications newest first, with course, university, status and step", async () => {
    const student = await createReadyStudent(t.app, state, [course(0), course(1), course(2)]);
    const first = await calls.applyOk(student, course(0));
    const second = await calls.applyOk(student, course(1));
    await state.setApplicationStatus(second, 'UNCONDITIONAL_OFFER_RECEIVED');
    const res = await calls.list(student);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((item: { id: number }) => item.id)).toEqual([second, first]);

    const [row] = await t.app.db
      .select({ course: courses, university: universities })
      .from(courses)
      .innerJoin(universities, eq(universities.id, courses.universityId))
      .where(eq(courses.id, course(1)));
    expect(body[0]).toEqual({
      id: second,
      courseId: course(1),
      status: 'UNCONDITIONAL_OFFER_RECEIVED',
      statusLabel: APPLICATION_STATUS_LABELS.UNCONDITIONAL_OFFER_RECEIVED,
      step: APPLICATION_STEP_BY_STATUS.UNCONDITIONAL_OFFER_RECEIVED,
      createdAt: expect.any(String),
      course: {
        id: course(1),
        name: row?.course.name,
        country: row?.course.country,
        campus: row?.course.campus,
      },
      university: { name: row?.university.name, iconUrl: row?.university.iconUrl },
    });
    expect(body[1]).toMatchObject({ id: first, status: 'APPLIED', step: 2 });
  });

  it('is empty for a student who has not applied, and never shows other students', async () => {
    const applicant = await createReadyStudent(t.app, state, [course(0)]);
    await calls.applyOk(applicant, course(0));
    const other = await createSignedInUser(t.app);
    const res = await calls.list(other);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("lets staff list a named student's applications; a student naming another gets 403", async () => {
    const applicant = await createReadyStudent(t.app, state, [course(0)]);
    const id = await calls.applyOk(applicant, course(0));
    const staffRes = await calls.list(await state.staffUser(), { studentId: String(applicant.id) });
    expect(staffRes.json().map((item: { id: number }) => item.id)).toEqual([id]);
    const unnamed = await calls.list(await state.staffUser());
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().debugMessage).toBe(APPLICATION_MESSAGES.studentIdRequired);
    const other = await createSignedInUser(t.app);
    const res = await calls.list(other, { studentId: String(applicant.id) });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(String(id));
  });
});
