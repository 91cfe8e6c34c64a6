import { STAFF_MESSAGES, STUDENT_PLAN_FIELDS, staffStudentPhotoUrl, ZStudentPlan } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { intakes, onboardingDetails, studentPlanChanges } from '../../src/schema/index.ts';
import { tinyPng } from '../helpers/images.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertIntake, validDetails } from './fixtures.ts';

/** GET /api/staff/students/{id}/plan: the registration answers staff read, and when each changed. */
const t = useTestApp();
let counsellor: TSignedIn;
let intakeId: number;
let intakeName: string;

beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  intakeId = await insertIntake(t.app);
  const [intake] = await t.app.db.select().from(intakes).where(eq(intakes.id, intakeId));
  intakeName = intake?.name ?? '';
});

const planOf = async (studentId: number, who: TSignedIn = counsellor) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/staff/students/${studentId}/plan`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return ZStudentPlan.strict().parse(res.json());
};
const answerOf = (plan: Awaited<ReturnType<typeof planOf>>, field: string) =>
  plan.answers.find((answer) => answer.field === field);
const register = (student: TSignedIn, details: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/student-onboarding/update',
    headers: student.headers,
    payload: { details },
  });

describe('GET /api/staff/students/{studentId}/plan', () => {
  it('answers a student who has not registered yet with every answer empty', async () => {
    const student = await createSignedInUser(t.app);
    const plan = await planOf(student.id);
    expect(plan).toMatchObject({
      studentId: student.id,
      name: 'Test STUDENT',
      photoUrl: null,
      isRegistered: false,
    });
    expect(plan.answers.map((answer) => answer.field)).toEqual([...STUDENT_PLAN_FIELDS]);
    for (const answer of plan.answers) {
      expect(answer).toMatchObject({ value: null, changedAt: null, isChangedAtUpperBound: false });
    }
    expect(answerOf(plan, 'intake')?.label).toBe('Launch date (intake)');
  });

  it('shows every answer in words, each changed when the form was first sent', async () => {
    const student = await createSignedInUser(t.app);
    expect((await register(student, validDetails(intakeId))).statusCode).toBe(200);
    const plan = await planOf(student.id);
    expect(plan.isRegistered).toBe(true);
    const values = Object.fromEntries(plan.answers.map((answer) => [answer.field, answer.value]));
    expect(values).toEqual({
      country: 'UK, Canada',
      studyLevel: 'Postgraduate',
      intake: intakeName,
      fieldOfStudy: 'Computer Science & IT, Engineering',
      fundingPath: 'Self-Funding',
      passportStatus: 'Issued',
      languageTest: 'IELTS',
      languageScore: '7.5',
      currentEducation: 'Undergraduate',
      passingYear: '2022',
    });
    const stamps = new Set(plan.answers.map((answer) => answer.changedAt));
    expect(stamps.size).toBe(1);
    const [stamp] = [...stamps];
    expect(Math.abs(Date.parse(stamp ?? '') - Date.now())).toBeLessThan(60_000);
    expect(plan.answers.every((answer) => !answer.isChangedAtUpperBound)).toBe(true);
  });

  it('moves changedAt only for the answers that really changed', async () => {
    const student = await createSignedInUser(t.app);
    await register(student, validDetails(intakeId));
    const first = await planOf(student.id);
    t.clock.offsetMs = 3 * 86_400_000;
    const changed = {
      ...validDetails(intakeId),
      // The same countries in another order are the same answer.
      country: ['Canada', 'UK'],
      fundingPath: 'Education Loan',
      languageTest: 'None',
      languageScore: null,
    };
    expect((await register(student, changed)).statusCode).toBe(200);
    const second = await planOf(student.id);
    const moved = second.answers
      .filter((answer) => answer.changedAt !== answerOf(first, answer.field)?.changedAt)
      .map((answer) => answer.field);
    expect(moved).toEqual(['fundingPath', 'languageTest', 'languageScore']);
    expect(Date.parse(answerOf(second, 'fundingPath')?.changedAt ?? '')).toBeGreaterThan(
      Date.parse(answerOf(first, 'fundingPath')?.changedAt ?? '') + 2 * 86_400_000,
    );
    expect(answerOf(second, 'languageScore')).toMatchObject({ value: null, isChangedAtUpperBound: false });
    expect(answerOf(second, 'country')?.value).toBe('Canada, UK');
  });

  it('sending the same answers again changes no date', async () => {
    const student = await createSignedInUser(t.app);
    await register(student, validDetails(intakeId));
    const first = await planOf(student.id);
    t.clock.offsetMs = 86_400_000;
    await register(student, validDetails(intakeId));
    expect((await planOf(student.id)).answers).toEqual(first.answers);
  });

  it('dates an answer saved before changes were tracked by the last save, "on or before"', async () => {
    const student = await createSignedInUser(t.app);
    await register(student, validDetails(intakeId));
    const savedAt = new Date('2026-03-04T05:06:07.000Z');
    await t.app.db.delete(studentPlanChanges).where(eq(studentPlanChanges.studentId, student.id));
    await t.app.db
      .update(onboardingDetails)
      .set({ updatedAt: savedAt })
      .where(eq(onboardingDetails.studentId, student.id));
    const plan = await planOf(student.id);
    for (const answer of plan.answers) {
      expect(answer).toMatchObject({ changedAt: savedAt.toISOString(), isChangedAtUpperBound: true });
    }
  });

  it('links the photo when the student has one, and staff download it', async () => {
    const student = await createSignedInUser(t.app);
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/student-profiles/upload/photo',
      headers: student.headers,
      payload: { contentType: 'image/png', base64String: tinyPng().toString('base64') },
    });
    expect(upload.statusCode).toBe(200);
    const plan = await planOf(student.id);
    expect(plan.photoUrl).toBe(staffStudentPhotoUrl(student.id));
    const photo = await t.app.inject({
      method: 'GET',
      url: plan.photoUrl ?? '',
      headers: counsellor.headers,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.json()).toMatchObject({ contentType: 'image/png' });
    expect(photo.json().base64String.length).toBeGreaterThan(0);
  });

  it('refuses students (403), no token (401), and ids that are no student (404)', async () => {
    const student = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    for (const url of [`/api/staff/students/${other.id}/plan`, staffStudentPhotoUrl(other.id)]) {
      const own = await t.app.inject({ method: 'GET', url, headers: student.headers });
      expect(own.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    for (const id of [counsellor.id, 2_000_000_000]) {
      for (const url of [`/api/staff/students/${id}/plan`, staffStudentPhotoUrl(id)]) {
        const res = await t.app.inject({ method: 'GET', url, headers: counsellor.headers });
        expect(res.statusCode).toBe(404);
        expect(res.json().debugMessage).toBe(STAFF_MESSAGES.studentNotFound);
      }
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/staff/students/abc/plan',
      headers: counsellor.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a student without a photo: photoUrl null and the download 404', async () => {
    const student = await createSignedInUser(t.app);
    expect((await planOf(student.id)).photoUrl).toBeNull();
    const res = await t.app.inject({
      method: 'GET',
      url: staffStudentPhotoUrl(student.id),
      headers: counsellor.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
