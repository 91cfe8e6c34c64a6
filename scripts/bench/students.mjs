// The students whose tokens the load uses, signed in through the real OTP calls (codes read from the
// OTP outbox) and given what a real student has before the measured reads: onboarding preferences (the
// listing filters by them), a filled profile with a photo and documents, and a shortlist.
import { fillProfile } from '../perf/fixtures.mjs';
import { call, readOtp } from '../perf/portal.mjs';

/** One preference set per student: a narrow, a broad and a middling listing. */
const PREFERENCES = [
  { country: ['UK'], studyLevel: 'Postgraduate', fieldOfStudy: ['Computer Science & IT'] },
  {
    country: ['Canada', 'Australia'],
    studyLevel: 'Undergraduate',
    fieldOfStudy: ['Business & Management', 'Engineering'],
  },
  {
    country: ['Germany', 'Netherlands', 'Hungary'],
    studyLevel: 'Postgraduate',
    fieldOfStudy: ['Engineering', 'Economics', 'Physical Sciences'],
  },
  { country: ['UK', 'Canada'], studyLevel: 'Undergraduate', fieldOfStudy: ['Art & Design', 'Psychology'] },
];
const SHORTLISTED = 5;

async function signIn(portal, mobileNumber) {
  await call(portal.baseUrl, 'POST', `/otp/generate?mobileNumber=${mobileNumber}`);
  const otp = await readOtp(portal.outbox, mobileNumber);
  return call(portal.baseUrl, 'POST', '/otp/verify', { body: { mobileNumber, otp } });
}

async function prepareStudent(portal, index) {
  const { baseUrl } = portal;
  // Each run has a fresh database, so fixed numbers never meet the per-number limit (3 sends).
  const session = await signIn(portal, `90000000${String(index + 1).padStart(2, '0')}`);
  const { token, studentId } = session;
  const name = `Bench Student ${index + 1}`;
  await call(baseUrl, 'POST', '/student-onboarding/save', { token, body: { name } });
  const intakes = await call(baseUrl, 'GET', '/intake-details/all', { token });
  await call(baseUrl, 'PUT', '/student-onboarding/update', {
    token,
    body: {
      details: {
        ...PREFERENCES[index % PREFERENCES.length],
        intakeId: intakes[index % intakes.length].id,
        languageTest: 'IELTS',
        languageScore: '7',
        currentEducation: 'Undergraduate',
        passingYear: 2022,
        passportStatus: 'ISSUED',
        fundingPath: 'Education Loan',
      },
    },
  });
  await fillProfile({ baseUrl }, { localItems: { token } });
  const page = await call(
    baseUrl,
    'GET',
    `/api/course/student?studentId=${studentId}&pageNumber=2&pageSize=${SHORTLISTED}`,
    { token },
  );
  for (const course of page.content) {
    await call(baseUrl, 'POST', '/shortlist/add', { token, body: { courseId: course.id } });
  }
  return { token, studentId, name };
}

/** Signs in and prepares `count` students, one after another (the sign-in limits are per IP). */
export async function prepareStudents(portal, count) {
  const students = [];
  for (let index = 0; index < count; index++) students.push(await prepareStudent(portal, index));
  return students;
}
