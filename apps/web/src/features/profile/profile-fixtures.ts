import type { TStudentDocument, TStudentProfile } from '@portal/contract';

/** A student as GET /api/student-profiles answers (tests). */
export const savedProfile = (overrides: Partial<TStudentProfile> = {}): TStudentProfile => ({
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

export const savedDocument = (type: TStudentDocument['type'], id = 1): TStudentDocument => ({
  id,
  name: `${type}.pdf`,
  type,
  status: 'UPLOADED',
  remarks: '',
});
