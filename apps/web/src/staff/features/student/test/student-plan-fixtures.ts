import { STUDENT_PLAN_FIELDS, STUDENT_PLAN_LABELS, type TStudentPlan } from '@portal/contract';

const VALUES = {
  country: 'UK, Canada',
  studyLevel: 'Postgraduate',
  intake: 'September 2027',
  fieldOfStudy: 'Computer Science & IT, Engineering',
  fundingPath: 'Education Loan',
  passportStatus: 'Issued',
  languageTest: 'IELTS',
  languageScore: '7.5',
  currentEducation: 'Undergraduate',
  passingYear: '2024',
} as const;

/** A registered student's plan as GET /api/staff/students/{id}/plan answers (tests, screenshots). */
export function studentPlan(overrides: Partial<TStudentPlan> = {}): TStudentPlan {
  return {
    studentId: 7,
    name: 'Asha Rao',
    photoUrl: null,
    isRegistered: true,
    answers: STUDENT_PLAN_FIELDS.map((field) => ({
      field,
      label: STUDENT_PLAN_LABELS[field],
      value: VALUES[field],
      // Funding changed later; the rest came with the first form, before changes were tracked.
      changedAt: field === 'fundingPath' ? '2026-11-03T06:00:00.000Z' : '2026-10-20T18:40:00.000Z',
      isChangedAtUpperBound: field !== 'fundingPath',
    })),
    ...overrides,
  };
}

/** A student who has not sent the registration form. */
export const unregisteredPlan = (): TStudentPlan =>
  studentPlan({
    isRegistered: false,
    answers: studentPlan().answers.map((answer) => ({
      ...answer,
      value: null,
      changedAt: null,
      isChangedAtUpperBound: false,
    })),
  });
