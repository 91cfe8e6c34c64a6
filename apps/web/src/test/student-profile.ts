import type { TStudentProfile } from '@portal/contract';

/**
 * A new student's profile as GET /api/student-profiles answers it (every missing value ''), for the tests
 * of the screens and widgets that read it (header avatar, router, photo). Overrides set what a test is about.
 */
export function studentProfileOf(overrides: Partial<TStudentProfile> = {}): TStudentProfile {
  return {
    studentId: 41,
    fullName: 'Asha Rao',
    dateOfBirth: '',
    maritalStatus: '',
    nationality: '',
    passportNumber: '',
    phoneNumber: '9876543210',
    email: '',
    addressLineOne: '',
    addressLineTwo: '',
    city: '',
    zipCode: '',
    state: '',
    country: '',
    progressPercent: 40,
    additionalDocuments: [],
    profilePhotoUrl: '',
    referenceId: 'SA-000041',
    ...overrides,
  };
}
