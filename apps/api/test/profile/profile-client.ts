import type { TStudentProfile } from '@portal/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TSignedIn } from '../helpers/students.ts';

/**
 * Thin wrappers over app.inject for the profile calls, so tables of cases stay readable. Takes the
 * test app holder and reads its app on each call, as the app only exists once beforeAll has run.
 */
export function profileClient(t: { app: FastifyInstance }) {
  const inject = (options: InjectOptions) => t.app.inject(options);
  return {
    get: (user: TSignedIn, url = '/api/student-profiles') =>
      inject({ method: 'GET', url, headers: user.headers }),
    async getProfile(user: TSignedIn): Promise<TStudentProfile> {
      const res = await inject({ method: 'GET', url: '/api/student-profiles', headers: user.headers });
      if (res.statusCode !== 200) throw new Error(`GET profile: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    put: (user: TSignedIn, payload: object) =>
      inject({ method: 'PUT', url: '/api/student-profiles', headers: user.headers, payload }),
    uploadPhoto: (user: TSignedIn, payload: object) =>
      inject({
        method: 'PUT',
        url: '/api/student-profiles/upload/photo',
        headers: user.headers,
        payload,
      }),
    downloadPhoto: (user: TSignedIn) =>
      inject({ method: 'GET', url: '/api/student-profiles/download/photo', headers: user.headers }),
  };
}

/** Every field of a finished profile, rows included (2015/2017 keep the two-year gap). */
export const COMPLETE_UPDATE = {
  fullName: 'Asha Verma',
  dateOfBirth: '2000-01-31',
  maritalStatus: 'SINGLE',
  nationality: 'Indian',
  passportNumber: 'K1234567',
  phoneNumber: '9876543210',
  email: 'asha@example.com',
  addressLineOne: '12 MG Road',
  addressLineTwo: 'Near the park',
  city: 'Pune',
  zipCode: '411001',
  state: 'Maharashtra',
  country: 'India',
  additionalDocuments: [
    { type: 'SSC', universityName: 'CBSE', passingYear: '2015', score: '91%' },
    { type: 'HSC', universityName: 'CBSE', passingYear: '2017', score: '88.5' },
  ],
} as const;

/** The documents that count towards progressPercent (the contract's DOCUMENT_PROGRESS_WEIGHTS). */
export const REQUIRED_DOCUMENT_TYPES = [
  'PASSPORT',
  'SSC',
  'HSC',
  'RESUME',
  'LETTER_OF_RECOMMENDATION_1',
  'LETTER_OF_RECOMMENDATION_2',
] as const;
