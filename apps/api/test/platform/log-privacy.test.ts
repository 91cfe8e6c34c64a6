import { ZDocumentDownload } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/auth/account-opening.ts';
import { tinyPdf } from '../helpers/files.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { readLastOtp, signInWithOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/**
 * The whole log of a journey, at trace level, holds no mobile number, passport number, OTP code,
 * session token, signed link signature, searched name or SQL parameter (docs/decisions/0013-log-privacy.md).
 */
const lines: string[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

type THeaders = { authorization: string };
const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: THeaders, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('the log of a full journey', () => {
  it('holds none of the personal data or secrets that passed through', async () => {
    const studentMobile = nextMobileNumber();
    const student = await signInWithOtp(t, studentMobile);
    const otp = await readLastOtp(t, studentMobile);
    const passport = 'Z9182736';
    const profile = await call('PUT', '/api/student-profiles', student.headers, {
      fullName: 'Zenobia Quartermaine',
      passportNumber: passport,
      phoneNumber: '+44 7700 900123',
    });
    expect(profile.statusCode).toBe(200);

    const form = await multipartBody(
      { type: 'PASSPORT' },
      { name: 'passport.pdf', bytes: tinyPdf('p'), type: 'application/pdf' },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/student/document/upload',
      headers: { ...student.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBeLessThan(300);
    const documentId = uploaded.json().id as number;
    const link = await call('GET', `/student/document/download?documentId=${documentId}`, student.headers);
    const { tempURL } = ZDocumentDownload.parse(link.json());
    const signature = new URL(tempURL, 'http://x').searchParams.get('signature') ?? '';
    expect((await t.app.inject({ method: 'GET', url: tempURL })).statusCode).toBe(200);

    // A genuine database failure whose statement carries the passport number as a parameter.
    const failingPassport = 'Y5647382';
    await t.database.query(`CREATE FUNCTION refuse_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'profile writes are switched off'; END $$`);
    await t.database.query(
      'CREATE TRIGGER refuse_profiles BEFORE UPDATE ON student_profiles FOR EACH ROW EXECUTE FUNCTION refuse_profiles()',
    );
    const failed = await call('PUT', '/api/student-profiles', student.headers, {
      passportNumber: failingPassport,
    });
    expect(failed.statusCode).toBe(500);
    await t.database.query('DROP TRIGGER refuse_profiles ON student_profiles');

    const staffMobile = nextMobileNumber();
    await createAccount(t.app.db, { mobileNumber: staffMobile, role: 'ADMIN', name: 'Asha Admin' });
    const staff = (await signInWithOtp(t, staffMobile)).headers;
    for (const q of [studentMobile, 'Zenobia']) {
      expect((await call('GET', `/api/staff/students?q=${q}`, staff)).statusCode).toBe(200);
    }
    expect((await call('GET', `/api/staff/students/${student.studentId}`, staff)).statusCode).toBe(200);

    const log = lines.join('');
    // The log did record the journey (so its silence below means something).
    expect(log).toContain('/otp/generate');
    expect(log).toContain('/api/files/download');
    expect(log).toContain('unhandled error');
    expect(log).toContain('profile writes are switched off');
    const secrets = {
      'student mobile': studentMobile,
      'staff mobile': staffMobile,
      'student mobile (last 5 digits)': studentMobile.slice(-5),
      passport,
      'passport in a failed statement': failingPassport,
      'OTP code': otp,
      'session token': student.token,
      'staff token': staff.authorization.slice('Bearer '.length),
      'link signature': signature,
      'searched name': 'Zenobia',
    };
    // Digits count only as a whole run: "43210" inside a millisecond timestamp is no phone number.
    const standsAlone = (value: string) =>
      /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(log) : log.includes(value);
    const found = Object.entries(secrets).filter(([, value]) => standsAlone(value));
    expect(found.map(([what]) => what)).toEqual([]);
  });
});
