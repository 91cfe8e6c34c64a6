import { TEXT_SAFETY_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createSignedInUser, nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Names may not hold invisible format characters (\p{Cf}) but ZWNJ/ZWJ; free text may not hold the
 * bidirectional controls. "evil\u202Egnp.pdf" showed as "evilfdp.png".
 */
const t = useTestApp();

const RLO = '\u202E';
const ZWSP = '\u200B';
const RLI = '\u2067';
// "Lakshmi" in Devanagari with a ZWJ (a half-form, as phone keyboards type it) and a ZWNJ.
const DEVANAGARI_WITH_JOINERS = 'लक्\u200Dष्मी क्\u200Cष';

async function upload(name: string, fields: Record<string, string> = { type: 'PASSPORT' }) {
  const student = await createSignedInUser(t.app);
  const form = await multipartBody(fields, { name, bytes: tinyPdf('x'), type: 'application/pdf' });
  return t.app.inject({
    method: 'POST',
    url: '/student/document/upload',
    headers: { ...student.headers, ...form.headers },
    payload: form.payload,
  });
}

async function send(
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  role: 'STUDENT' | 'ADMIN' = 'STUDENT',
) {
  const user = await createSignedInUser(t.app, role);
  return t.app.inject({ method, url, headers: user.headers, payload });
}

const refusedWith = (message: string) => ({ status: 'BAD_REQUEST', debugMessage: message });

describe('names refuse format characters', () => {
  it.each([
    ['a right-to-left override', `evil${RLO}gnp.pdf`],
    ['a zero-width space', `pass${ZWSP}port.pdf`],
    ['a word joiner', `pass\u2060port.pdf`],
  ])('an uploaded file name with %s → 400', async (_label, name) => {
    const res = await upload(name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusedWith(TEXT_SAFETY_MESSAGES.nameUnsafe('The file name')));
  });

  it('a document name with a zero-width space → 400', async () => {
    const res = await upload('passport.pdf', { type: 'PASSPORT', name: `Pass${ZWSP}port` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusedWith(TEXT_SAFETY_MESSAGES.nameUnsafe('The document name')));
  });

  it.each<[string, 'POST' | 'PUT', string, object, string, ('STUDENT' | 'ADMIN')?]>([
    ['onboarding name', 'POST', '/student-onboarding/save', { name: `Asha${RLO}` }, 'Name'],
    ['profile full name', 'PUT', '/api/student-profiles', { fullName: `Riya${ZWSP} Sharma` }, 'Full name'],
    [
      'academic row university name',
      'PUT',
      '/api/student-profiles',
      {
        additionalDocuments: [
          {
            type: 'UNDERGRADUATE',
            universityName: `Pune${RLO} University`,
            passingYear: '2015',
            score: '70',
          },
        ],
      },
      'The school or university name',
    ],
    [
      'staff member name',
      'POST',
      '/api/staff/accounts',
      { mobileNumber: nextMobileNumber(), name: `Asha${RLO}`, role: 'COUNSELLOR' },
      'The name',
      'ADMIN',
    ],
  ])('%s with a format character → 400', async (_label, method, url, payload, what, role) => {
    const res = await send(method, url, payload, role);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[0]?.message ?? res.json().debugMessage).toBe(
      TEXT_SAFETY_MESSAGES.nameUnsafe(what),
    );
  });

  it('keeps ZWJ and ZWNJ, which Indian scripts spell with', async () => {
    const res = await send('PUT', '/api/student-profiles', { fullName: DEVANAGARI_WITH_JOINERS });
    expect(res.statusCode).toBe(200);
    const saved = await send('POST', '/student-onboarding/save', { name: DEVANAGARI_WITH_JOINERS });
    expect(saved.statusCode).toBe(200);
  });
});

describe('free text refuses the bidirectional controls only', () => {
  it.each([
    ['city', { city: `Pune${RLO}` }, 'city'],
    ['address', { addressLineOne: `12 MG Road${RLI}` }, 'addressLineOne'],
  ])('profile %s with a direction control → 400', async (_label, payload, what) => {
    const res = await send('PUT', '/api/student-profiles', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[0]?.message).toBe(TEXT_SAFETY_MESSAGES.freeTextUnsafe(what));
  });

  it('keeps a soft hyphen or a zero-width space in free text (invisible, but reorders nothing)', async () => {
    const res = await send('PUT', '/api/student-profiles', { city: `Thiru\u00ADvananthapuram${ZWSP}` });
    expect(res.statusCode).toBe(200);
  });
});
