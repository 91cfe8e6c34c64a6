import {
  STAFF_ACCOUNT_MESSAGES,
  type TAcademicEntryInput,
  type TOnboardingDetails,
  type TOnboardingRecord,
  type TOnboardingSaveBody,
  toIsoDate,
  VALIDATION_MESSAGES,
  yearOfIsoDate,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { isIntakeOffered } from '../courses/index.ts';
import { prefillAcademicRows } from '../profile/index.ts';
import { findLatestEnrollmentId, resolveStudentId } from '../students/index.ts';
import { findOnboardingRecord, saveAnswers, saveNameAndRead } from './onboarding-repository.ts';

async function loadRecord(db: TDb, studentId: number): Promise<TOnboardingRecord> {
  // The enrollment the client was given at sign-in (see findLatestEnrollmentId).
  const enrollmentId = await findLatestEnrollmentId(db, studentId);
  const record = await findOnboardingRecord(db, studentId, enrollmentId);
  if (!record) throw notFound('Student not found.');
  return record;
}

/**
 * POST /student-onboarding/save: the caller's own name. Students only: a staff member's name is what
 * their audit entries show, so only an admin changes it (in the staff console).
 */
export async function saveOnboardingName(
  db: TDb,
  user: TSessionUser,
  body: TOnboardingSaveBody,
): Promise<TOnboardingRecord> {
  if (user.role !== 'STUDENT') throw forbidden(STAFF_ACCOUNT_MESSAGES.staffCannotRename);
  const record = await saveNameAndRead(db, user.id, body.name);
  if (!record) throw notFound('Student not found.');
  return record;
}

/** PUT /student-onboarding/update: the registration form of the caller (students only). */
export async function updateOnboardingDetails(
  db: TDb,
  user: TSessionUser,
  details: TOnboardingDetails,
  now: Date,
): Promise<TOnboardingRecord> {
  if (user.role !== 'STUDENT') throw forbidden('Only students fill in the registration form.');
  const intakeId = Number(details.intakeId);
  // The one rule the schema cannot check: the launch date must be an intake still offered, the
  // same list GET /intake-details/all shows.
  if (!(await isIntakeOffered(db, intakeId, toIsoDate(now)))) {
    const message = VALIDATION_MESSAGES.selectLaunchDate;
    throw badRequest(message, [{ path: 'details.intakeId', message }]);
  }
  const hasTest = details.languageTest !== 'None';
  // Normalised ("07.50" → "7.5"); a test of None carries no score.
  const languageScore = hasTest ? String(Number(String(details.languageScore).trim())) : null;
  const passingYear = Number(String(details.passingYear).trim());
  const countries = [...new Set(details.country)];
  const enrollmentId = await findLatestEnrollmentId(db, user.id);
  await saveAnswers(
    db,
    user.id,
    now,
    enrollmentId,
    {
      countryInterested: countries,
      desiredFieldOfStudy: [...new Set(details.fieldOfStudy)],
      studyLevel: details.studyLevel,
      currentStudyLevel: details.currentEducation,
      intakeId,
      languageTest: details.languageTest,
      languageScore,
      passingYear,
      passportStatus: details.passportStatus,
      fundingPath: details.fundingPath,
    },
    {
      intakeId,
      country: countries.join(', '),
      languageTestIds: hasTest ? [details.languageTest] : [],
      // Absent keeps the stored budget; an empty one clears it.
      budget: details.budget === undefined ? undefined : details.budget || null,
    },
  );
  await prefillAcademicRows(
    db,
    user.id,
    academicRowsOf(details, passingYear, languageScore),
    yearOfIsoDate(toIsoDate(now)),
  );
  return loadRecord(db, user.id);
}

/**
 * The registration's answers as profile rows, so the student does not type them twice: a degree with its
 * passing year, and the language test with its score. High School has no row: a 12th block needs its board
 * and score too.
 */
function academicRowsOf(details: TOnboardingDetails, passingYear: number, languageScore: string | null) {
  const rows: TAcademicEntryInput[] = [];
  if (details.currentEducation === 'Undergraduate' || details.currentEducation === 'Postgraduate') {
    rows.push({ type: details.currentEducation.toUpperCase(), passingYear: String(passingYear) });
  }
  if (languageScore !== null) {
    rows.push({ type: 'LANGUAGE_PROFICIENCY', universityName: details.languageTest, score: languageScore });
  }
  return rows;
}

/** GET /student-onboarding/details/{id}: own only; staff any student. */
export async function getOnboardingRecord(
  db: TDb,
  user: TSessionUser,
  studentId: number,
): Promise<TOnboardingRecord> {
  return loadRecord(db, await resolveStudentId(db, user, studentId));
}
