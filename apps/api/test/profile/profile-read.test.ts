import { describe, expect, it } from 'vitest';
import { findAccountById } from '../../src/modules/students/account-repository.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { profileClient } from './profile-client.ts';

const t = useTestApp();
const api = profileClient(t);

describe('GET /api/student-profiles', () => {
  it('returns the default profile: every field, missing values as empty strings', async () => {
    const user = await createSignedInUser(t.app);
    const account = await findAccountById(t.app.db, user.id);
    const res = await api.get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      studentId: user.id,
      // The account name from sign-up/onboarding until the student writes one.
      fullName: 'Test STUDENT',
      dateOfBirth: '',
      maritalStatus: '',
      nationality: '',
      passportNumber: '',
      // Defaults to the sign-in mobile.
      phoneNumber: user.mobileNumber,
      email: '',
      addressLineOne: '',
      addressLineTwo: '',
      city: '',
      zipCode: '',
      state: '',
      country: '',
      // fullName 4 + phoneNumber 2 (docs/profile-progress.md).
      progressPercent: 6,
      additionalDocuments: [],
      profilePhotoUrl: '',
      referenceId: account?.referenceId,
    });
  });

  it('answers for an account without a name or profile row (only the sign-in phone counts)', async () => {
    const user = await createSignedInUser(t.app);
    await t.database.query('DELETE FROM student_profiles WHERE student_id = $1', [user.id]);
    await t.database.query("UPDATE users SET name = '' WHERE id = $1", [user.id]);
    const profile = await api.getProfile(user);
    expect(profile).toMatchObject({ fullName: '', phoneNumber: user.mobileNumber, progressPercent: 2 });
    // Saving creates the missing row.
    const res = await api.put(user, { city: 'Pune' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Pune' });
  });

  it('ignores any id in the query or the path: always the caller', async () => {
    const alice = await createSignedInUser(t.app);
    const bob = await createSignedInUser(t.app);
    await api.put(bob, { fullName: 'Bob Secret' });
    for (const url of [
      `/api/student-profiles?studentId=${bob.id}`,
      `/api/student-profiles?id=${bob.id}`,
      `/api/student-profiles/${bob.id}`,
    ]) {
      const res = await api.get(alice, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({ studentId: alice.id, fullName: 'Test STUDENT' });
    }
  });

  it.each([
    ['GET', '/api/student-profiles'],
    ['PUT', '/api/student-profiles'],
    ['PUT', '/api/student-profiles/upload/photo'],
    ['GET', '/api/student-profiles/download/photo'],
  ] as const)('%s %s without a token → 401 SESSION_EXPIRED', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'SESSION_EXPIRED' });
  });

  it('refuses a revoked token', async () => {
    const user = await createSignedInUser(t.app);
    await t.app.tokens.revoke(await t.app.tokens.verify(user.token));
    const res = await api.get(user);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'SESSION_EXPIRED' });
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    expect(paths['/api/student-profiles'].get.tags).toEqual(['profile']);
    expect(paths['/api/student-profiles'].put.requestBody).toBeDefined();
    expect(paths['/api/student-profiles/upload/photo'].put).toBeDefined();
    expect(paths['/api/student-profiles/download/photo'].get).toBeDefined();
  });
});
