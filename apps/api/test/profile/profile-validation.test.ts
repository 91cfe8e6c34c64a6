import { toIsoDate } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { profileClient } from './profile-client.ts';
import { RULE_CASES, rows, ssc, ug, YEAR } from './profile-rule-cases.ts';

const t = useTestApp();
const api = profileClient(t);

describe('PUT /api/student-profiles: §5 rules', () => {
  it.each(RULE_CASES)(
    '%s → 400 with the exact message, nothing changed',
    async (_name, body, debugMessage, paths) => {
      const user = await createSignedInUser(t.app);
      await api.put(user, { city: 'Pune', additionalDocuments: [ssc] });
      const before = await api.getProfile(user);

      const res = await api.put(user, { addressLineOne: 'must not be saved', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage });
      expect(res.json().errors.map((error: { path: string }) => error.path)).toEqual(paths);

      expect(await api.getProfile(user)).toEqual(before);
    },
  );

  it('refuses a date of birth later than today by the server clock', async () => {
    const user = await createSignedInUser(t.app);
    const tomorrow = toIsoDate(new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000));
    const res = await api.put(user, { dateOfBirth: tomorrow, city: 'Pune' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      debugMessage: 'Date of birth cannot be later than today.',
      errors: [{ path: 'dateOfBirth', message: 'Date of birth cannot be later than today.' }],
    });
    expect(await api.getProfile(user)).toMatchObject({ dateOfBirth: '', city: '' });
  });

  it('takes the current year of the passing-year rule from the server clock', async () => {
    const user = await createSignedInUser(t.app);
    const nextYear = rows({ ...ug, passingYear: String(YEAR + 1) });
    t.clock.offsetMs = 400 * 24 * 60 * 60 * 1000;
    try {
      expect((await api.put(user, nextYear)).statusCode).toBe(200);
    } finally {
      t.clock.offsetMs = 0;
    }
    expect((await api.put(user, nextYear)).statusCode).toBe(400);
  });
});
