import { DOCUMENT_PROGRESS_WEIGHTS, PROFILE_REQUIRED_DOCUMENTS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { computeProgressPercent, PROGRESS_WEIGHTS } from '../../src/modules/profile/progress.ts';
import { documentsClient } from '../documents/documents-client.ts';
import { tinyPdf } from '../helpers/files.ts';
import { tinyPng } from '../helpers/images.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { COMPLETE_UPDATE, profileClient, REQUIRED_DOCUMENT_TYPES } from './profile-client.ts';

const t = useTestApp();
const api = profileClient(t);
const documents = documentsClient(t);

const upload = (user: TSignedIn, type: string) => documents.uploadOk(user, { type, content: tinyPdf() });
const percentOf = async (user: TSignedIn) => (await api.getProfile(user)).progressPercent;

/** Every field, both school blocks and the photo: 60, everything but the documents. */
async function fillEverythingButDocuments(user: TSignedIn) {
  expect((await api.put(user, COMPLETE_UPDATE)).statusCode).toBe(200);
  const photo = { contentType: 'image/png', base64String: tinyPng().toString('base64') };
  expect((await api.uploadPhoto(user, photo)).statusCode).toBe(200);
}

describe('progressPercent', () => {
  it('has weights that add up to 100', () => {
    expect(Object.values(PROGRESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("weighs exactly the contract's required documents, those the web stepper asks for", () => {
    const required = Object.values(PROFILE_REQUIRED_DOCUMENTS).flat();
    expect(Object.keys(DOCUMENT_PROGRESS_WEIGHTS).sort()).toEqual([...required].sort());
    expect([...REQUIRED_DOCUMENT_TYPES].sort()).toEqual([...required].sort());
    for (const type of required) expect(PROGRESS_WEIGHTS[type]).toBeGreaterThan(0);
  });

  it('grows as fields are filled and documents uploaded, reaching 100 only with all of them', async () => {
    const user = await createSignedInUser(t.app);
    const { additionalDocuments, ...fields } = COMPLETE_UPDATE;
    // [step, expected percent after it]
    const steps: [object, number][] = [
      [{}, 6], // account name + sign-in phone
      [{ dateOfBirth: fields.dateOfBirth, maritalStatus: fields.maritalStatus }, 14],
      [{ nationality: fields.nationality, passportNumber: fields.passportNumber }, 22],
      [{ email: fields.email }, 26],
      [{ addressLineTwo: fields.addressLineTwo }, 26], // optional line: no weight
      [{ addressLineOne: fields.addressLineOne, city: fields.city, zipCode: fields.zipCode }, 32],
      [{ state: fields.state, country: fields.country }, 36],
      [{ additionalDocuments: [additionalDocuments[0]] }, 43],
      [{ additionalDocuments }, 50],
    ];
    for (const [body, expected] of steps) {
      const res = await api.put(user, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().progressPercent, JSON.stringify(body)).toBe(expected);
    }
    const photo = await api.uploadPhoto(user, {
      contentType: 'image/png',
      base64String: tinyPng().toString('base64'),
    });
    expect(photo.statusCode).toBe(200);
    expect(await percentOf(user)).toBe(60);
    // Optional documents weigh nothing.
    await upload(user, 'EXPERIENCE_CERTIFICATE');
    await upload(user, 'UNDERGRADUATE_MARKSHEET');
    expect(await percentOf(user)).toBe(60);
    const afterEach: [string, number][] = [
      ['PASSPORT', 68],
      ['SSC', 76],
      ['HSC', 84],
      ['RESUME', 92],
      ['LETTER_OF_RECOMMENDATION_1', 96],
      ['LETTER_OF_RECOMMENDATION_2', 100],
    ];
    for (const [type, expected] of afterEach) {
      await upload(user, type);
      expect(await percentOf(user), type).toBe(expected);
    }
    const profile = await api.getProfile(user);
    expect(profile.profilePhotoUrl).toBe('/api/student-profiles/download/photo');
  });

  it('a rejected document stops counting; accepted, exempted and a new version count', async () => {
    const [user, staff] = [await createSignedInUser(t.app), await createSignedInUser(t.app, 'COUNSELLOR')];
    await fillEverythingButDocuments(user);
    const uploaded = new Map<string, number>();
    for (const type of REQUIRED_DOCUMENT_TYPES) uploaded.set(type, (await upload(user, type)).id);
    expect(await percentOf(user)).toBe(100);
    const setStatus = async (type: string, status: string) => {
      const documentId = uploaded.get(type) as number;
      // A rejection carries its reason (the review rule).
      if (status === 'REJECTED')
        await documents.updateRemarks(staff, { studentId: user.id, documentId, remarks: 'Unreadable.' });
      const res = await documents.updateStatus(staff, { studentId: user.id, documentId, status });
      expect(res.statusCode, res.body).toBe(200);
    };
    // [type, status, percent after]
    const cases: [string, string, number][] = [
      ['PASSPORT', 'REJECTED', 92],
      ['LETTER_OF_RECOMMENDATION_2', 'REJECTED', 88],
      ['PASSPORT', 'ACCEPTED', 96],
      ['LETTER_OF_RECOMMENDATION_2', 'EXEMPTED', 100],
      ['SSC', 'REJECTED', 92],
    ];
    for (const [type, status, expected] of cases) {
      await setStatus(type, status);
      expect(await percentOf(user), `${type} ${status}`).toBe(expected);
    }
    await upload(user, 'SSC'); // the new version is UPLOADED again
    expect(await percentOf(user)).toBe(100);
  });

  it('drops again when a field is cleared, and does not count incomplete or optional rows', async () => {
    const user = await createSignedInUser(t.app);
    await api.put(user, COMPLETE_UPDATE);
    expect(await percentOf(user)).toBe(50);
    const cleared = await api.put(user, {
      email: '',
      additionalDocuments: [
        { type: 'SSC', universityName: '', passingYear: '', score: '' },
        { type: 'UNDERGRADUATE', universityName: 'X', passingYear: '2021', score: '8' },
      ],
    });
    expect(cleared.json().progressPercent).toBe(50 - 4 - 14);
  });

  it('counts only what the student uploaded, not another student', async () => {
    const [user, other] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    for (const type of REQUIRED_DOCUMENT_TYPES) await upload(other, type);
    expect(await percentOf(user)).toBe(6);
    expect(await percentOf(other)).toBe(46);
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
    const none = { hasPhoto: false, documents: [] };
    expect(computeProgressPercent({ ...empty, ...none })).toBe(0);
    expect(computeProgressPercent({ ...empty, ...none, hasPhoto: true })).toBe(10);
    expect(computeProgressPercent({ ...empty, ...none, fullName: '  ' })).toBe(0);
    const passport = (status: 'UPLOADED' | 'REJECTED' | 'ACCEPTED' | 'EXEMPTED') => ({
      ...empty,
      ...none,
      documents: [{ type: 'PASSPORT' as const, status }],
    });
    expect(computeProgressPercent(passport('UPLOADED'))).toBe(8);
    expect(computeProgressPercent(passport('ACCEPTED'))).toBe(8);
    expect(computeProgressPercent(passport('EXEMPTED'))).toBe(8);
    expect(computeProgressPercent(passport('REJECTED'))).toBe(0);
  });
});
