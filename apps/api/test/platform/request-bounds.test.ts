import { EVENT_MESSAGES, VALIDATION_MESSAGES as M, ONBOARDING_MESSAGES } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertIntake, validDetails } from '../onboarding/fixtures.ts';

/**
 * The maxima the OpenAPI document gives request strings and arrays (api-description.test.ts) are
 * the server's: one past each bound set for this (docs/decisions/0011-request-bounds.md) is refused with 400
 * and its message, and nothing is stored. (The others sit beside a pattern that already refused longer
 * input.)
 */
const t = useTestApp();
let student: TSignedIn;
let intakeId: number;
beforeAll(async () => {
  student = await createSignedInUser(t.app);
  intakeId = await insertIntake(t.app);
});

const onboarding = (details: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/student-onboarding/update',
    headers: student.headers,
    payload: { details: { ...validDetails(intakeId), ...details } },
  });

const record = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/student-onboarding/details/${student.id}`,
      headers: student.headers,
    })
  ).json();

describe('request bounds the document states are enforced', () => {
  it.each([
    ['a score of 21 characters', { languageScore: `${'0'.repeat(18)}7.5` }, M.enterValidScore],
    ['a passing year of 11 characters', { passingYear: `   ${'2022'}    ` }, M.passingYearInvalid],
    ['7 countries of 6', { country: Array(7).fill('UK') }, ONBOARDING_MESSAGES.tooManyChoices(6)],
  ])('onboarding refuses %s', async (_name, details, message) => {
    const before = await record();
    const res = await onboarding(details);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(message);
    expect(await record()).toEqual(before);
  });

  it('the course filter refuses more values than there are', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/course/filter',
      headers: student.headers,
      payload: { country: Array(7).fill('UK') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe('country may list at most 6 values');
  });

  it('the event lookup refuses a code padded past 32 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/event-registration/event',
      query: { eventCode: `${' '.repeat(30)}AUR` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(EVENT_MESSAGES.invalidCode);
  });

  it('the profile refuses an ignored id of 21 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/student-profiles',
      query: { studentId: '1'.repeat(21) },
      headers: student.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe('An id has at most 20 characters.');
  });
});
