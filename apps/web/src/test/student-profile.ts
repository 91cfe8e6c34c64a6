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

/**
 * A student who has filled in the profile, as GET /api/student-profiles answers it, for the tests of
 * the profile screens and of the staff student page. Overrides set what a test is about.
 */
export const filledStudentProfileOf = (overrides: Partial<TStudentProfile> = {}): TStudentProfile => ({
  studentId: 7,
  fullName: 'Asha Rao',
  dateOfBirth: '2001-04-09',
  maritalStatus: 'SINGLE',
  nationality: 'Indian',
  passportNumber: 'P1234567',
  phoneNumber: '9876543210',
  email: 'asha@example.com',
  addressLineOne: '12 MG Road',
  addressLineTwo: '',
  city: 'Pune',
  zipCode: '411001',
  state: 'Maharashtra',
  country: 'India',
  progressPercent: 60,
  additionalDocuments: [
    { type: 'SSC', universityName: 'CBSE', passingYear: '2017', score: '92%' },
    { type: 'HSC', universityName: 'State Board', passingYear: '2019', score: 'A+' },
  ],
  profilePhotoUrl: '',
  referenceId: 'REF-000007',
  ...overrides,
});
