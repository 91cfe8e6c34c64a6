import { REQUEST_SHAPE_MESSAGES, TEXT_SAFETY_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, nextMobileNumber, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Text that is not Unicode: a "\ud800" escape in JSON parses to a lone surrogate,
 * which UTF-8 cannot encode, so the database stored U+FFFD in its place; raw bytes that are not
 * UTF-8 were decoded to U+FFFD too. Both are refused with a clear 400 that changes nothing.
 */
const t = useTestApp();

/** The JSON text itself, so the escape reaches the server as the six characters `\ud800`. */
const json = (text: string) => ({ payload: text, headers: { 'content-type': 'application/json' } });

async function send(user: TSignedIn, method: 'POST' | 'PUT', url: string, body: string | Buffer) {
  return t.app.inject({
    method,
    url,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: body,
  });
}

const profileOf = async (user: TSignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/student-profiles', headers: user.headers })).json();

describe('lone surrogates in JSON strings', () => {
  it.each<[string, 'POST' | 'PUT', string, string]>([
    ['a profile full name', 'PUT', '/api/student-profiles', '{"fullName":"Riya \\ud800 Sharma"}'],
    ['a profile city (free text)', 'PUT', '/api/student-profiles', '{"city":"Pune\\udfff"}'],
    ['a reversed pair', 'PUT', '/api/student-profiles', '{"fullName":"Riya \\ude00\\ud83d"}'],
    [
      'an academic row',
      'PUT',
      '/api/student-profiles',
      '{"additionalDocuments":[{"type":"SSC","universityName":"CB\\ud800SE","passingYear":"2015","score":"90"}]}',
    ],
    ['an onboarding name', 'POST', '/student-onboarding/save', '{"name":"Asha\\ud83d"}'],
  ])('%s → 400 with the reason, nothing stored', async (_label, method, url, body) => {
    const student = await createSignedInUser(t.app);
    const before = await profileOf(student);
    const res = await send(student, method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'BAD_REQUEST',
      debugMessage: TEXT_SAFETY_MESSAGES.loneSurrogate,
    });
    expect(await profileOf(student)).toEqual(before);
  });

  it("a staff member's name → 400, no account made", async () => {
    const admin = await createSignedInUser(t.app, 'ADMIN');
    const mobileNumber = nextMobileNumber();
    const res = await send(
      admin,
      'POST',
      '/api/staff/accounts',
      `{"mobileNumber":"${mobileNumber}","name":"Asha\\ud800","role":"COUNSELLOR"}`,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ debugMessage: TEXT_SAFETY_MESSAGES.loneSurrogate });
    const accounts = await t.app.inject({
      method: 'GET',
      url: '/api/staff/accounts',
      headers: admin.headers,
    });
    expect(JSON.stringify(accounts.json())).not.toContain(mobileNumber);
  });

  it('before sign-in too (the sign-in call)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/otp/verify',
      ...json('{"mobileNumber":"98765\\ud80043210","otp":"123456"}'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ debugMessage: TEXT_SAFETY_MESSAGES.loneSurrogate });
  });

  it('keeps a proper pair (an emoji) and U+FFFD itself', async () => {
    const student = await createSignedInUser(t.app);
    const res = await send(student, 'PUT', '/api/student-profiles', '{"city":"Pune \\ud83d\\ude00 \\ufffd"}');
    expect(res.statusCode, res.body).toBe(200);
    expect((await profileOf(student)).city).toBe('Pune 😀 \uFFFD');
  });
});

describe('a JSON body that is not UTF-8', () => {
  it.each([
    ['a byte that never starts a character (0xFF)', [0xff]],
    ['a surrogate encoded as UTF-8 (CESU-8: ED A0 80)', [0xed, 0xa0, 0x80]],
    ['a character cut short (E0 A4)', [0xe0, 0xa4]],
    ['an overlong encoding of "/" (C0 AF)', [0xc0, 0xaf]],
  ])('%s in a name → 400, nothing stored', async (_label, bytes) => {
    const student = await createSignedInUser(t.app);
    const before = await profileOf(student);
    const body = Buffer.concat([
      Buffer.from('{"fullName":"Riya '),
      Buffer.from(bytes),
      Buffer.from(' Sharma"}'),
    ]);
    const res = await send(student, 'PUT', '/api/student-profiles', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: REQUEST_SHAPE_MESSAGES.notUtf8 });
    expect(await profileOf(student)).toEqual(before);
  });

  it('UTF-8 of any script still goes through', async () => {
    const student = await createSignedInUser(t.app);
    const res = await send(
      student,
      'PUT',
      '/api/student-profiles',
      Buffer.from('{"fullName":"लक्ष्मी Ñúñez 😀"}'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await profileOf(student)).fullName).toBe('लक्ष्मी Ñúñez 😀');
  });
});
