import { describe, expect, it } from 'vitest';
import { findAccountById } from '../../src/modules/students/account-repository.ts';
import { countQueries, oneAnnouncedWrite } from '../helpers/query-count.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { COMPLETE_UPDATE, profileClient } from './profile-client.ts';

const t = useTestApp();
const api = profileClient(t);

describe('PUT /api/student-profiles', () => {
  it('saves only the changed fields and keeps the others', async () => {
    const user = await createSignedInUser(t.app);
    const first = await api.put(user, { city: 'Pune', email: 'me@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ city: 'Pune', email: 'me@example.com' });

    const second = await api.put(user, { state: 'Maharashtra' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ city: 'Pune', email: 'me@example.com', state: 'Maharashtra' });
    expect(await api.getProfile(user)).toEqual(second.json());
  });

  it('writes the fields and the account name and reads the answer in one statement, then announces', async () => {
    const user = await createSignedInUser(t.app);
    expect((await api.getProfile(user)).fullName).toBe('Test STUDENT');
    const statements = countQueries(t.database);
    const res = await api.put(user, { fullName: 'Asha Verma', city: 'Pune' });
    statements.stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Asha Verma', city: 'Pune', studentId: user.id });
    expect(statements.count()).toBe(await oneAnnouncedWrite(t.database));
    expect((await findAccountById(t.app.db, user.id))?.name).toBe('Asha Verma');
    expect(await api.getProfile(user)).toEqual(res.json());
  });

  it('saves the fields sent whichever are sent together, past the statements kept prepared too', async () => {
    // Each set of fields is its own prepared statement (64 kept, then built per call): 80 sets, values
    // that differ per write, so a value bound to the wrong column or a stale statement shows.
    const FREE_TEXT = [
      'fullName',
      'nationality',
      'addressLineOne',
      'city',
      'state',
      'country',
      'addressLineTwo',
    ];
    const user = await createSignedInUser(t.app);
    let saved: Record<string, string> = {};
    for (let set = 1; set <= 80; set += 1) {
      const update = Object.fromEntries(
        FREE_TEXT.filter((_, bit) => set & (1 << bit)).map((field) => [field, `${field} ${set}`]),
      );
      const res = await api.put(user, update);
      expect(res.statusCode).toBe(200);
      saved = { ...saved, ...update };
      expect(res.json()).toMatchObject(saved);
      expect(await api.getProfile(user)).toEqual(res.json());
    }
    expect((await findAccountById(t.app.db, user.id))?.name).toBe(saved.fullName);
  });

  it('saves every field and answers with the updated profile', async () => {
    const user = await createSignedInUser(t.app);
    const res = await api.put(user, COMPLETE_UPDATE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...COMPLETE_UPDATE, studentId: user.id });
  });

  it('trims text and clears a field with an empty string or null', async () => {
    const user = await createSignedInUser(t.app);
    await api.put(user, { city: '  Pune  ', nationality: 'Indian', email: 'x@y.in' });
    expect(await api.getProfile(user)).toMatchObject({ city: 'Pune' });
    const res = await api.put(user, { nationality: '', email: null });
    expect(res.json()).toMatchObject({ city: 'Pune', nationality: '', email: '' });
  });

  it('stores a passport number upper-case and accepts a spaced 6-digit PIN code', async () => {
    const user = await createSignedInUser(t.app);
    const res = await api.put(user, { passportNumber: ' a1234567 ', zipCode: '560 001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ passportNumber: 'A1234567', zipCode: '560001' });
    expect(await api.getProfile(user)).toMatchObject({ passportNumber: 'A1234567', zipCode: '560001' });
  });

  it('sets the account name with the full name', async () => {
    const user = await createSignedInUser(t.app);
    await api.put(user, { fullName: 'Ravi Kumar' });
    expect((await findAccountById(t.app.db, user.id))?.name).toBe('Ravi Kumar');
  });

  it('falls back to the sign-in mobile when the phone is cleared', async () => {
    const user = await createSignedInUser(t.app);
    await api.put(user, { phoneNumber: '+44 20 7946 0958' });
    expect(await api.getProfile(user)).toMatchObject({ phoneNumber: '+44 20 7946 0958' });
    await api.put(user, { phoneNumber: '' });
    expect(await api.getProfile(user)).toMatchObject({ phoneNumber: user.mobileNumber });
  });

  it('accepts a date of birth of today', async () => {
    const user = await createSignedInUser(t.app);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
    const res = await api.put(user, { dateOfBirth: today });
    expect(res.statusCode).toBe(200);
    expect(res.json().dateOfBirth).toBe(today);
  });

  it('accepts and ignores the read-only fields, so a client may send the profile back', async () => {
    const user = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const profile = await api.getProfile(user);
    const res = await api.put(user, {
      ...profile,
      studentId: other.id,
      referenceId: 'HACKED',
      progressPercent: 100,
      profilePhotoUrl: '/x',
      city: 'Goa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...profile, city: 'Goa', progressPercent: profile.progressPercent + 2 });
    expect(await api.getProfile(other)).toMatchObject({ city: '' });
  });

  it.each([
    [{ nickname: 'x' }, 'request body: Unrecognized key: "nickname"'],
    [{ email: 42 }, 'email must be text.'],
    [{ maritalStatus: 'COMPLICATED' }, 'maritalStatus must be SINGLE, MARRIED, DIVORCED or WIDOWED.'],
    [{ city: 'x'.repeat(101) }, 'city must be at most 100 characters.'],
    [{ additionalDocuments: 'SSC' }, null],
  ])('refuses the malformed body %j with 400', async (payload, debugMessage) => {
    const user = await createSignedInUser(t.app);
    const res = await api.put(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
    if (debugMessage) expect(res.json().debugMessage).toBe(debugMessage);
  });

  it('refuses a body that is not JSON', async () => {
    const user = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/student-profiles',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"city":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('two students', () => {
  it("never lets one student's update touch the other's profile", async () => {
    const alice = await createSignedInUser(t.app);
    const bob = await createSignedInUser(t.app);
    await api.put(bob, { city: 'Delhi', additionalDocuments: [COMPLETE_UPDATE.additionalDocuments[0]] });
    const bobBefore = await api.getProfile(bob);

    const res = await api.put(alice, { ...COMPLETE_UPDATE, studentId: bob.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().studentId).toBe(alice.id);

    expect(await api.getProfile(bob)).toEqual(bobBefore);
    expect((await findAccountById(t.app.db, bob.id))?.name).toBe('Test STUDENT');
  });
});
