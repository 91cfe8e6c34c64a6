import { VALIDATION_MESSAGES as M, toIsoDate, yearOfIsoDate } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { insertIntake, isoDateInDays, validDetails } from './fixtures.ts';

let t: TTestApp;
let intakeId: number;
let student: TSignedIn;
let saved: unknown;
beforeAll(async () => {
  t = await createTestApp();
  intakeId = await insertIntake(t.app);
  student = await createSignedInUser(t.app);
  const res = await update({ details: validDetails(intakeId) });
  expect(res.statusCode).toBe(200);
  saved = res.json();
});
afterAll(async () => {
  await t.close();
});

function update(body: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/student-onboarding/update',
    headers: student.headers,
    payload: body,
  });
}

/**
 * Sends the valid form with one field replaced (undefined drops it), plus any other overrides,
 * and expects that field's message.
 */
async function expectRefused(field: string, value: unknown, message: string, overrides = {}) {
  const details: Record<string, unknown> = { ...validDetails(intakeId), ...overrides, [field]: value };
  if (value === undefined) delete details[field];
  const res = await update({ details });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: message });
  expect(res.json().errors).toContainEqual({ path: expect.stringMatching(`^details\\.${field}`), message });
  // Nothing changed: the record still holds the last good answers.
  const after = await t.app.inject({
    method: 'GET',
    url: `/student-onboarding/details/${student.id}`,
    headers: student.headers,
  });
  expect(after.json()).toEqual(saved);
}

const thisYear = yearOfIsoDate(toIsoDate(new Date()));

describe('onboarding messages (§5), one field wrong at a time', () => {
  it.each([
    ['country', undefined, M.selectCountry],
    ['country', [], M.selectCountry],
    ['country', ['Mars'], M.selectCountry],
    ['country', 'UK', M.selectCountry],
    ['studyLevel', undefined, M.selectStudyLevel],
    ['studyLevel', '', M.selectStudyLevel],
    ['studyLevel', 'PhD', M.selectStudyLevel],
    ['fieldOfStudy', undefined, M.selectFieldOfStudy],
    ['fieldOfStudy', [], M.selectFieldOfStudy],
    ['fieldOfStudy', ['Astrology'], M.selectFieldOfStudy],
    ['intakeId', undefined, M.selectLaunchDate],
    ['intakeId', '', M.selectLaunchDate],
    ['intakeId', 0, M.selectLaunchDate],
    ['intakeId', 'abc', M.selectLaunchDate],
    ['intakeId', 999_999, M.selectLaunchDate],
    ['intakeId', 99_999_999_999, M.selectLaunchDate],
    ['languageTest', undefined, M.selectLanguageTest],
    ['languageTest', 'GRE', M.selectLanguageTest],
    ['languageScore', undefined, M.enterLanguageScore],
    ['languageScore', null, M.enterLanguageScore],
    ['languageScore', '', M.enterValidScore],
    ['languageScore', '  ', M.enterValidScore],
    ['languageScore', 'seven', M.enterValidScore],
    ['languageScore', true, M.enterValidScore],
    ['languageScore', '-1', M.enterValidScore],
    ['currentEducation', undefined, M.selectCurrentEducation],
    ['currentEducation', 'PhD', M.selectCurrentEducation],
    ['passingYear', undefined, M.passingYearRequired],
    ['passingYear', null, M.passingYearRequired],
    ['passingYear', '', M.passingYearRequired],
    ['passingYear', 1899, M.passingYearInvalid],
    ['passingYear', thisYear + 1, M.passingYearInvalid],
    ['passingYear', '02020', M.passingYearInvalid],
    ['passingYear', '20x0', M.passingYearInvalid],
    ['passportStatus', undefined, M.selectPassportStatus],
    ['passportStatus', 'LOST', M.selectPassportStatus],
    ['fundingPath', undefined, M.selectFundingPath],
    ['fundingPath', 'Lottery', M.selectFundingPath],
  ])('%s = %j → %s', async (field, value, message) => {
    await expectRefused(field, value, message);
  });

  it('refuses an intake that has already started, as the intake list no longer offers it', async () => {
    const pastIntakeId = await insertIntake(t.app, isoDateInDays(-30));
    await expectRefused('intakeId', pastIntakeId, M.selectLaunchDate);
  });

  it('accepts the passing-year bounds 1900 and the current year', async () => {
    for (const passingYear of [1900, thisYear, String(thisYear)]) {
      const res = await update({ details: { ...validDetails(intakeId), passingYear } });
      expect(res.statusCode).toBe(200);
    }
    saved = (await update({ details: validDetails(intakeId) })).json();
  });
});

describe('language score ranges at the boundaries', () => {
  it.each([
    ['IELTS', ['0', '9', 6.5], ['9.5', '9.01', 10], 'IELTS score must be between 0 and 9.'],
    ['TOEFL', ['0', '120', 95], ['121', 120.5], 'TOEFL score must be between 0 and 120.'],
    ['PTE', ['10', '90', 65], ['9', '91', 0], 'PTE score must be between 10 and 90.'],
    ['Duolingo', ['10', '160', 120], ['9', '161'], 'Duolingo score must be between 10 and 160.'],
  ] as const)('%s', async (languageTest, good, bad, message) => {
    for (const languageScore of good) {
      const res = await update({ details: { ...validDetails(intakeId), languageTest, languageScore } });
      expect(res.statusCode, `${languageTest} ${languageScore}`).toBe(200);
      expect(res.json().details).toMatchObject({
        languageTest,
        languageScore: String(Number(languageScore)),
      });
    }
    saved = (await update({ details: validDetails(intakeId) })).json();
    for (const languageScore of bad) {
      await expectRefused('languageScore', languageScore, message, { languageTest });
    }
  });

  it('asks no score for None and stores none', async () => {
    const { languageScore: _dropped, ...rest } = validDetails(intakeId);
    const res = await update({ details: { ...rest, languageTest: 'None' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().details).toMatchObject({ languageTest: 'None', languageScore: null });
    saved = (await update({ details: validDetails(intakeId) })).json();
  });
});

describe('shape', () => {
  it.each([
    [{ details: { ...validDetails(1), favouriteColour: 'blue' } }, 'Unrecognized key'],
    [{ details: {}, extra: 1 }, 'Unrecognized key'],
    [{}, 'details'],
  ])('refuses %j with 400', async (body, reason) => {
    const res = await update(body);
    expect(res.statusCode).toBe(400);
    const reasons = [
      res.json().debugMessage,
      ...res.json().errors.map((e: { message: string }) => e.message),
    ];
    expect(reasons.some((text) => text.includes(reason))).toBe(true);
  });

  it('lists every field message at once for an empty form', async () => {
    const res = await update({ details: {} });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        M.selectCountry,
        M.selectStudyLevel,
        M.selectFieldOfStudy,
        M.selectLaunchDate,
        M.selectLanguageTest,
        M.selectCurrentEducation,
        M.passingYearRequired,
        M.selectPassportStatus,
        M.selectFundingPath,
      ]),
    );
  });
});
