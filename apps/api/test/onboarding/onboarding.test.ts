import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentProfiles } from '../../src/schema/index.ts';
import { countQueries, oneAnnouncedWrite } from '../helpers/query-count.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { insertIntake, validDetails } from './fixtures.ts';

let t: TTestApp;
let intakeId: number;
beforeAll(async () => {
  t = await createTestApp();
  intakeId = await insertIntake(t.app);
});
afterAll(async () => {
  await t.close();
});

const details = (user: TSignedIn, id: number) =>
  t.app.inject({ method: 'GET', url: `/student-onboarding/details/${id}`, headers: user.headers });
const update = (user: TSignedIn, body: object) =>
  t.app.inject({ method: 'PUT', url: '/student-onboarding/update', headers: user.headers, payload: body });

describe('POST /student-onboarding/save', () => {
  it('saves the trimmed name and answers the record', async () => {
    const student = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/student-onboarding/save',
      headers: student.headers,
      payload: { name: '  Asha Rao  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      studentId: student.id,
      mobileNumber: student.mobileNumber,
      name: 'Asha Rao',
      isEvent: false,
      details: { country: [], studyLevel: null, intakeId: null, budget: null },
      profile: { desiredFieldOfStudy: [], countryInterested: [], currentStudyLevel: null },
    });
    expect(res.json().referenceId).toMatch(/^SA\d\d-/);
  });

  it('writes the name and reads the record in one statement, as the record read answers it', async () => {
    const student = await createSignedInUser(t.app);
    await details(student, student.id);
    const statements = countQueries(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/student-onboarding/save',
      headers: student.headers,
      payload: { name: 'Meera Iyer' },
    });
    statements.stop();
    expect(res.statusCode).toBe(200);
    expect(statements.count()).toBe(await oneAnnouncedWrite(t.database));
    expect(res.json()).toEqual((await details(student, student.id)).json());
    expect(res.json()).toMatchObject({ name: 'Meera Iyer', studentId: student.id });
  });

  it('fills the profile full name only while it is empty', async () => {
    const student = await createSignedInUser(t.app);
    const save = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/student-onboarding/save',
        headers: student.headers,
        payload: { name },
      });
    const fullName = async () => {
      const [row] = await t.app.db
        .select({ fullName: studentProfiles.fullName })
        .from(studentProfiles)
        .where(eq(studentProfiles.studentId, student.id));
      return row?.fullName;
    };
    await save('First Name');
    expect(await fullName()).toBe('First Name');
    const res = await save('Second Name');
    expect(res.json().name).toBe('Second Name');
    expect(await fullName()).toBe('First Name');
  });

  it.each([
    [{ name: '   ' }, 'Enter your name.'],
    [{}, 'Enter your name.'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
  ])('refuses %j with 400', async (payload, message) => {
    const student = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/student-onboarding/save',
      headers: student.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: message });
    expect(res.json().errors).toContainEqual({ path: 'name', message });
  });

  it('refuses unknown body keys', async () => {
    const student = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/student-onboarding/save',
      headers: student.headers,
      payload: { name: 'Asha', studentId: 99 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toContain('Unrecognized key');
  });
});

describe('PUT /student-onboarding/update', () => {
  it('stores the answers in the onboarding record and the enrollment', async () => {
    const student = await createSignedInUser(t.app);
    const res = await update(student, { details: validDetails(intakeId) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      studentId: student.id,
      // Every answer sent, as sent.
      details: validDetails(intakeId),
      profile: {
        desiredFieldOfStudy: ['Computer Science & IT', 'Engineering'],
        countryInterested: ['UK', 'Canada'],
        currentStudyLevel: 'Undergraduate',
      },
    });
    const enrollments = await t.app.inject({
      method: 'GET',
      url: `/api/enrollments/student?studentId=${student.id}`,
      headers: student.headers,
    });
    expect(enrollments.json()).toEqual([
      {
        id: student.enrollmentId,
        studentId: student.id,
        intakeId,
        budget: '20-30 lakh',
        languageTestIds: ['IELTS'],
        country: 'UK, Canada',
        status: 'ACTIVE',
      },
    ]);
    expect((await details(student, student.id)).json()).toEqual(res.json());
  });

  it('accepts string forms of the intake id and passing year, and no score for None', async () => {
    const student = await createSignedInUser(t.app);
    const body = {
      ...validDetails(intakeId),
      intakeId: String(intakeId),
      passingYear: '2020',
      languageTest: 'None',
      languageScore: '8',
    };
    const res = await update(student, { details: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().details).toMatchObject({ intakeId, passingYear: 2020, languageScore: null });
  });

  it("carries the degree and the language test into the profile's academic rows", async () => {
    const student = await createSignedInUser(t.app);
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/student-profiles', headers: student.headers })).json()
        .additionalDocuments;
    const body = { ...validDetails(intakeId), passingYear: 2022, languageScore: '07.50' };
    expect((await update(student, { details: body })).statusCode).toBe(200);
    expect(await profile()).toEqual([
      { type: 'UNDERGRADUATE', universityName: '', passingYear: '2022', score: '' },
      { type: 'LANGUAGE_PROFICIENCY', universityName: 'IELTS', passingYear: '', score: '7.5' },
    ]);
    // Sent again (the form edited), what the profile already holds is kept, not doubled or replaced.
    await update(student, { details: { ...body, passingYear: 2023, languageScore: '8' } });
    expect(await profile()).toHaveLength(2);
    expect((await profile())[0]).toMatchObject({ passingYear: '2022' });
  });

  it('a student still at school or without a test gets no academic rows', async () => {
    const student = await createSignedInUser(t.app);
    const body = { ...validDetails(intakeId), currentEducation: 'High School', languageTest: 'None' };
    expect((await update(student, { details: { ...body, languageScore: null } })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/student-profiles', headers: student.headers });
    expect(res.json().additionalDocuments).toEqual([]);
  });

  it('is for students only', async () => {
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const res = await update(staff, { details: validDetails(intakeId) });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /student-onboarding/details/{id}', () => {
  it('refuses another student with 403 and lets staff read any student', async () => {
    const [owner, other] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    expect((await details(other, owner.id)).statusCode).toBe(403);
    expect((await details(other, 999_999)).statusCode).toBe(403);
    for (const role of ['COUNSELLOR', 'ADMIN'] as const) {
      const staff = await createSignedInUser(t.app, role);
      const res = await details(staff, owner.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().studentId).toBe(owner.id);
      expect((await details(staff, 999_999)).statusCode).toBe(404);
    }
  });

  it('refuses a malformed id with 400', async () => {
    const student = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/student-onboarding/details/abc',
      headers: student.headers,
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['GET', '/student-onboarding/details/1'],
    ['POST', '/student-onboarding/save'],
    ['PUT', '/student-onboarding/update'],
  ] as const)('%s %s answers 401 SESSION_EXPIRED without a token', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('SESSION_EXPIRED');
  });
});
