import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { profileClient } from './profile-client.ts';
import { hsc, lang, rows, ssc, ug, YEAR } from './profile-rule-cases.ts';

const t = useTestApp();
const api = profileClient(t);

describe('PUT /api/student-profiles: academic rows', () => {
  it('drops unrecognised rows, omits language passing years and cleans spelling', async () => {
    const user = await createSignedInUser(t.app);
    const res = await api.put(
      user,
      rows(
        { type: 'PHD', universityName: 'MIT' },
        { universityName: 'no type' },
        { type: 'ssc', universityName: 'state board', passingYear: 2015, score: 88 },
        { ...hsc, marksheet: { name: 'hsc.pdf' } },
        { type: 'LANGUAGE_PROFICIENCY', universityName: 'Duolingo', passingYear: '2022', score: '120' },
        lang('IELTS', '7.5'),
        ug,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().additionalDocuments).toEqual([
      { type: 'SSC', universityName: 'State Board', passingYear: '2015', score: '88' },
      hsc,
      { type: 'LANGUAGE_PROFICIENCY', universityName: 'DUOLINGO', passingYear: '', score: '120' },
      { type: 'LANGUAGE_PROFICIENCY', universityName: 'IELTS', passingYear: '', score: '7.5' },
      ug,
    ]);
  });

  it('replaces the whole list, keeps it when not sent, and clears it with []', async () => {
    const user = await createSignedInUser(t.app);
    await api.put(user, rows(ssc, hsc));
    await api.put(user, rows(ug));
    expect((await api.getProfile(user)).additionalDocuments).toEqual([ug]);
    await api.put(user, { city: 'Pune' });
    expect((await api.getProfile(user)).additionalDocuments).toEqual([ug]);
    await api.put(user, rows());
    expect((await api.getProfile(user)).additionalDocuments).toEqual([]);
  });

  it('accepts every score form of §5 for 10th and 12th', async () => {
    const user = await createSignedInUser(t.app);
    for (const score of ['pass', 'FAIL', 'A', 'b+', 'C-', 'F', '+-', '100', '100%', '67.5%', '0']) {
      const res = await api.put(user, rows({ ...ssc, score }));
      expect(res.statusCode, score).toBe(200);
    }
  });

  it('accepts an empty 10th block and the boundary years', async () => {
    const user = await createSignedInUser(t.app);
    const emptyTenth = { type: 'SSC', universityName: '', passingYear: '', score: '' };
    expect((await api.put(user, rows(emptyTenth, hsc))).statusCode).toBe(200);
    const edges = rows({ ...ssc, passingYear: '1900' }, { ...hsc, passingYear: String(YEAR) });
    expect((await api.put(user, edges)).statusCode).toBe(200);
  });

  it('lets each language exam appear once, side by side', async () => {
    const user = await createSignedInUser(t.app);
    const res = await api.put(
      user,
      rows(lang('IELTS', '0'), lang('TOEFL', '120'), lang('PTE', '10'), lang('DUOLINGO', '160')),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().additionalDocuments).toHaveLength(4);
  });
});
