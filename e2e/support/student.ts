import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { nextMobileNumber, readOtp } from './otp.ts';
import type { TSampleFile } from './sample-files.ts';
import { registrationDetails } from './session.ts';

/** A registered student signed in through the API: what the browser would store after sign-in (§3). */
export type TStudent = {
  mobileNumber: string;
  name: string;
  token: string;
  studentId: number;
  enrollmentId: number | null;
  referenceId: string;
};

/**
 * A new registered student, signed in with one OTP through the API. A spec file shares one such student
 * between its tests (in beforeAll) to spend one code of the per-IP budget instead of one per test.
 */
export async function createStudent(request: APIRequestContext, name = 'Riya Sharma'): Promise<TStudent> {
  const mobileNumber = nextMobileNumber();
  const generated = await request.post(`/otp/generate?mobileNumber=${mobileNumber}`);
  expect(generated.ok(), await generated.text()).toBe(true);
  const otp = await readOtp(mobileNumber);
  const verified = await request.post('/otp/verify', { data: { mobileNumber, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const session = (await verified.json()) as Omit<TStudent, 'mobileNumber' | 'name'>;
  const student: TStudent = { ...session, mobileNumber, name };
  await studentApi(request, student, 'POST', '/student-onboarding/save', { name });
  const intakes = (await studentApi(request, student, 'GET', '/intake-details/all')) as { id: number }[];
  const intakeId = intakes[0]?.id;
  if (!intakeId) throw new Error('no intake offered');
  await studentApi(request, student, 'PUT', '/student-onboarding/update', {
    details: registrationDetails(intakeId),
  });
  return student;
}

/** A call as the student (set-up the test is not about). */
export async function studentApi(
  request: APIRequestContext,
  student: TStudent,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: object,
): Promise<unknown> {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${student.token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : response.json();
}

/** Uploads a document as the student (POST /student/document/upload, multipart type, name, file). */
export async function uploadDocumentAs(
  request: APIRequestContext,
  student: TStudent,
  type: string,
  file: TSampleFile,
): Promise<{ id: number; name: string; status: string }> {
  const response = await request.post('/student/document/upload', {
    headers: { authorization: `Bearer ${student.token}` },
    multipart: { type, name: file.name, file },
  });
  expect(response.ok(), `upload ${type}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Opens `path` in this page signed in as `student`: the §3 storage keys a sign-in would have left. */
export async function openAs(page: Page, student: TStudent, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    sessionStorage.setItem('studentId', String(session.studentId));
    sessionStorage.setItem('referenceId', session.referenceId);
    sessionStorage.setItem('userName', session.name);
    sessionStorage.setItem('isEvent', 'false');
    if (session.enrollmentId !== null) sessionStorage.setItem('enrollmentId', String(session.enrollmentId));
  }, student);
  await page.goto(path);
}
