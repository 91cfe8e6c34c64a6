import {
  PASSPORT_STATUS_LABELS,
  STAFF_MESSAGES,
  STUDENT_PLAN_FIELDS,
  STUDENT_PLAN_LABELS,
  staffStudentPhotoUrl,
  type TStudentPlan,
  type TStudentPlanField,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { readStudentPlan } from './student-plan-read-model.ts';

type TPlanRow = NonNullable<Awaited<ReturnType<typeof readStudentPlan>>>;
type TAnswers = NonNullable<TPlanRow['answers']>;

const listed = (values: readonly string[]) => (values.length === 0 ? null : values.join(', '));

/** Each answer in words, as the registration form offered it; null while not answered. */
const VALUE_OF: Record<TStudentPlanField, (answers: TAnswers, row: TPlanRow) => string | null> = {
  country: (answers) => listed(answers.countryInterested),
  studyLevel: (answers) => answers.studyLevel,
  intake: (_, row) => row.intakeName,
  fieldOfStudy: (answers) => listed(answers.desiredFieldOfStudy),
  fundingPath: (answers) => answers.fundingPath,
  passportStatus: (answers) =>
    answers.passportStatus === null
      ? null
      : (PASSPORT_STATUS_LABELS[answers.passportStatus as keyof typeof PASSPORT_STATUS_LABELS] ??
        answers.passportStatus),
  languageTest: (answers) => answers.languageTest,
  languageScore: (answers) => answers.languageScore,
  currentEducation: (answers) => answers.currentStudyLevel,
  passingYear: (answers) => (answers.passingYear === null ? null : String(answers.passingYear)),
};

/**
 * GET /api/staff/students/{studentId}/plan: the registration answers read-only, each with when the
 * student last changed it. An answer saved before changes were tracked has no change row: the form's
 * last save bounds it ("on or before"). 404 for an unknown id or a staff account.
 */
export async function getStudentPlan(db: TDb, studentId: number): Promise<TStudentPlan> {
  const row = await readStudentPlan(db, studentId);
  if (!row) throw notFound(STAFF_MESSAGES.studentNotFound);
  const { answers } = row;
  return {
    studentId,
    name: row.name,
    photoUrl: row.photoKey ? staffStudentPhotoUrl(studentId) : null,
    // The form asks every question at once: a study level means it was sent.
    isRegistered: answers?.studyLevel != null,
    answers: STUDENT_PLAN_FIELDS.map((field) => {
      const value = answers ? VALUE_OF[field](answers, row) : null;
      const tracked = row.changes.get(field);
      const bound = tracked === undefined && value !== null ? answers?.updatedAt : undefined;
      return {
        field,
        label: STUDENT_PLAN_LABELS[field],
        value,
        changedAt: (tracked ?? bound)?.toISOString() ?? null,
        isChangedAtUpperBound: bound !== undefined,
      };
    }),
  };
}
