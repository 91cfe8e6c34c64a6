import { describe, expect, it } from 'vitest';
import { computeProgressPercent, PROGRESS_WEIGHTS } from '../../src/modules/profile/progress.ts';
import { tinyPng } from '../helpers/images.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { COMPLETE_UPDATE, profileClient } from './profile-client.ts';

const t = useTestApp();
const api = profileClient(t);

describe('progressPercent', () => {
  it('has weights that add up to 100', () => {
    expect(Object.values(PROGRESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('grows as fields are filled and reaches 100 with everything and a photo', async () => {
    const user = await createSignedInUser(t.app);
    const { additionalDocuments, ...fields } = COMPLETE_UPDATE;
    // [step, expected percent after it]
    const steps: [object, number][] = [
      [{}, 10], // account name + sign-in phone
      [{ dateOfBirth: fields.dateOfBirth, maritalStatus: fields.maritalStatus }, 22],
      [{ nationality: fields.nationality, passportNumber: fields.passportNumber }, 34],
      [{ email: fields.email }, 40],
      [{ addressLineTwo: fields.addressLineTwo }, 40], // optional line: no weight
      [{ addressLineOne: fields.addressLineOne, city: fields.city, zipCode: fields.zipCode }, 52],
      [{ state: fields.state, country: fields.country }, 60],
      [{ additionalDocuments: [additionalDocuments[0]] }, 75],
      [{ additionalDocuments }, 90],
    ];
    for (const [body, expected] of steps) {
      const res = await api.put(user, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().progressPercent, JSON.stringify(body)).toBe(expected);
    }
    const upload = await api.uploadPhoto(user, {
      contentType: 'image/png',
      base64String: tinyPng().toString('base64'),
    });
    expect(upload.statusCode).toBe(200);
    const profile = await api.getProfile(user);
    expect(profile.progressPercent).toBe(100);
    expect(profile.profilePhotoUrl).toBe('/api/student-profiles/download/photo');
  });

  it('drops again when a field is cleared, and does not count incomplete or optional rows', async () => {
    const user = await createSignedInUser(t.app);
    await api.put(user, COMPLETE_UPDATE);
    expect((await api.getProfile(user)).progressPercent).toBe(90);
    const cleared = await api.put(user, {
      email: '',
      additionalDocuments: [
        { type: 'SSC', universityName: '', passingYear: '', score: '' },
        { type: 'UNDERGRADUATE', universityName: 'X', passingYear: '2021', score: '8' },
      ],
    });
    expect(cleared.json().progressPercent).toBe(90 - 6 - 30);
  });

  it('is computed the same way from a bare profile', () => {
    const empty = {
      studentId: 1,
      fullName: '',
      dateOfBirth: '',
      maritalStatus: '' as const,
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
      additionalDocuments: [],
      referenceId: 'R',
    };
    expect(computeProgressPercent({ ...empty, hasPhoto: false })).toBe(0);
    expect(computeProgressPercent({ ...empty, hasPhoto: true })).toBe(10);
    expect(computeProgressPercent({ ...empty, fullName: '  ', hasPhoto: false })).toBe(0);
  });
});
