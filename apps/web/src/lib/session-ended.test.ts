import { SESSION_POLICY_MESSAGES, STAFF_ACCOUNT_MESSAGES } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorBody, installFakeApi } from '../test/fake-api.ts';
import { apiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { sessionEndedMessageOf } from './session-ended.ts';

let fake: ReturnType<typeof installFakeApi>;
afterEach(() => fake.restore());

describe('a call that raced a staff token renewal', () => {
  it('is sent once more with the renewed token when its own was refused', async () => {
    localStorage.setItem('token', 'old');
    fake = installFakeApi({
      'GET /api/staff/me': (request) => {
        if (request.headers.Authorization === 'Bearer new') return { status: 200, data: { ok: true } };
        localStorage.setItem('token', 'new'); // renewed (and the old one revoked) while this call was out
        return { status: 401, data: apiErrorBody('SESSION_EXPIRED', 'Session token has been revoked') };
      },
    });
    const response = await apiClient.get('/api/staff/me');
    expect(response.data).toEqual({ ok: true });
    expect(fake.requests.map((request) => request.headers.Authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('is not sent again when the token it carried is still the stored one', async () => {
    localStorage.setItem('token', 'same');
    fake = installFakeApi({
      'GET /api/staff/me': {
        status: 401,
        data: apiErrorBody('SESSION_EXPIRED', 'Session token has expired'),
      },
    });
    await expect(apiClient.get('/api/staff/me')).rejects.toBeInstanceOf(ApiError);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('sessionEndedMessageOf', () => {
  const refusal = (message: string) =>
    new ApiError('x', 401, 'ERR_BAD_REQUEST', apiErrorBody('SESSION_EXPIRED', 'x', message));
  it.each([
    SESSION_POLICY_MESSAGES.idleExpired,
    SESSION_POLICY_MESSAGES.absoluteExpired,
    SESSION_POLICY_MESSAGES.sessionsEnded,
    STAFF_ACCOUNT_MESSAGES.accountDisabled,
  ])('repeats "%s" on the sign-in screen', (message) => {
    expect(sessionEndedMessageOf(refusal(message))).toBe(message);
  });
  it('says nothing of other refusals', () => {
    expect(sessionEndedMessageOf(refusal('Your session has expired. Please sign in again.'))).toBeUndefined();
    expect(sessionEndedMessageOf(new Error('x'))).toBeUndefined();
  });
});
