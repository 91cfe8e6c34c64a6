import { describe, expect, it } from 'vitest';
import { ZStudentProfile } from '../src/profile.ts';
import {
  makeStudentProfileUpdateSchema,
  ZPhotoUpload,
  ZStudentProfileUpdate,
  ZStudentProfileUpdateFields,
} from '../src/profile-update.ts';
import { validateProfileUpdate } from '../src/validation/profile-rules.ts';

const TODAY = '2025-06-15';
const schema = makeStudentProfileUpdateSchema(() => TODAY);

const failuresOf = (body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('ZStudentProfileUpdate', () => {
  it('accepts an empty or partial update', () => {
    expect(failuresOf({})).toEqual([]);
    expect(failuresOf({ city: 'Pune', email: 'a@b.in', dateOfBirth: '2000-01-31' })).toEqual([]);
  });

  it('accepts clearing fields with empty strings or null', () => {
    expect(failuresOf({ email: '', dateOfBirth: null, maritalStatus: '', phoneNumber: '' })).toEqual([]);
  });

  it('accepts and ignores the read-only fields of the profile', () => {
    expect(failuresOf({ studentId: 7, referenceId: 'X', progressPercent: 50, profilePhotoUrl: '' })).toEqual(
      [],
    );
  });

  it.each([
    [{ email: 'nope' }, 'email', 'Invalid email format'],
    [{ dateOfBirth: '2025-06-16' }, 'dateOfBirth', 'Date of birth cannot be later than today.'],
    [{ dateOfBirth: '31-01-2000' }, 'dateOfBirth', 'Enter a valid date of birth.'],
    [{ fullName: '  ' }, 'fullName', 'Enter your full name.'],
    [{ phoneNumber: 'abc' }, 'phoneNumber', 'Enter a valid phone number.'],
    [
      { additionalDocuments: [{ type: 'SSC', universityName: 'CBSE' }] },
      'additionalDocuments.0.passingYear',
      'All fields are required',
    ],
    [
      { additionalDocuments: [{ type: 'PHD' }, { type: 'UNDERGRADUATE', passingYear: '2026' }] },
      'additionalDocuments.1.passingYear',
      'Enter a valid passing year',
    ],
  ])('%j fails at %s with %j', (body, path, message) => {
    expect(failuresOf(body)[0]).toEqual([path, message]);
  });

  it('reports every broken rule in form order', () => {
    const issues = validateProfileUpdate({ email: 'x', dateOfBirth: '2999-01-01', fullName: '' }, TODAY);
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['fullName', 'dateOfBirth', 'email']);
  });

  it('refuses unknown keys and wrong shapes', () => {
    expect(ZStudentProfileUpdateFields.safeParse({ hacker: true }).success).toBe(false);
    expect(ZStudentProfileUpdateFields.safeParse({ email: 5 }).success).toBe(false);
    expect(ZStudentProfileUpdateFields.safeParse({ maritalStatus: 'COMPLICATED' }).success).toBe(false);
    expect(ZStudentProfileUpdateFields.safeParse({ city: 'x'.repeat(101) }).success).toBe(false);
    expect(ZStudentProfileUpdateFields.safeParse({ additionalDocuments: 'SSC' }).success).toBe(false);
  });

  it('strips the client file info of a row instead of refusing it', () => {
    const parsed = ZStudentProfileUpdateFields.parse({
      additionalDocuments: [{ type: 'SSC', marksheet: {} }],
    });
    expect(parsed.additionalDocuments).toEqual([{ type: 'SSC' }]);
  });

  it('has a default schema that uses the real date', () => {
    expect(ZStudentProfileUpdate.safeParse({ dateOfBirth: '9999-01-01' }).success).toBe(false);
  });
});

describe('photo and profile shapes', () => {
  it('accepts PNG and JPEG uploads only', () => {
    expect(ZPhotoUpload.safeParse({ contentType: 'image/png', base64String: 'iVBO' }).success).toBe(true);
    expect(ZPhotoUpload.safeParse({ contentType: 'image/jpeg', base64String: '/9j/' }).success).toBe(true);
    expect(ZPhotoUpload.safeParse({ contentType: 'image/gif', base64String: 'R0lG' }).success).toBe(false);
    expect(ZPhotoUpload.safeParse({ contentType: 'image/png', base64String: '' }).success).toBe(false);
    expect(ZPhotoUpload.safeParse({ contentType: 'image/png', base64String: 'a', x: 1 }).success).toBe(false);
  });

  it('keeps progressPercent within 0..100', () => {
    const profile = {
      studentId: 1,
      fullName: '',
      dateOfBirth: '',
      maritalStatus: '',
      nationality: '',
      passportNumber: '',
      phoneNumber: '',
      email: '',
      addressLineOne: '',
      addressLineTwo: '',
      city: '',
      zipCode: '',
      state: '',
      country: '',
      progressPercent: 0,
      additionalDocuments: [],
      profilePhotoUrl: '',
      referenceId: 'SA25-ABCDEF',
    };
    expect(ZStudentProfile.safeParse(profile).success).toBe(true);
    expect(ZStudentProfile.safeParse({ ...profile, progressPercent: 101 }).success).toBe(false);
    expect(ZStudentProfile.safeParse({ ...profile, progressPercent: -1 }).success).toBe(false);
  });
});
