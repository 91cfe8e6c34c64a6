import { ERROR_MESSAGES, LIMITS, XSRF } from '@portal/contract';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi } from '../test/fake-api.ts';
import { apiClient } from './api-client.ts';
import { ApiError, errorMessageOf, isSessionExpired } from './api-error.ts';
import { endSession } from './end-session.ts';
import { createAppQueryClient } from './query-client.ts';

/** The app's wiring: the query client's callbacks end the session (clear both storages, go to /login). */
function setup() {
  const navigate = vi.fn();
  const notifier = { success: vi.fn(), error: vi.fn() };
  const queryClient = createAppQueryClient({
    notify: notifier,
    onSessionExpired: () => endSession(queryClient, navigate),
  });
  const fetchProfile = () =>
    queryClient.fetchQuery({ queryKey: ['probe'], queryFn: () => apiClient.get('/api/student-profiles') });
  return { navigate, notifier, queryClient, fetchProfile };
}

/** Runs a mutation through the cache, as useMutation does. */
const mutationOf =
  (
    queryClient: QueryClient,
    options: ConstructorParameters<typeof MutationObserver<unknown, Error, void>>[1],
  ) =>
  () =>
    new MutationObserver<unknown, Error, void>(queryClient, options).mutate();

function signIn() {
  localStorage.setItem('token', 'a.b.c');
  localStorage.setItem('isCounsellingBooked', 'true');
  sessionStorage.setItem('studentId', '7');
  sessionStorage.setItem('userName', 'Asha');
}

// Failures without a toast are logged by design; keep the test output clean.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the HTTP client', () => {
  let fake: ReturnType<typeof installFakeApi>;
  afterEach(() => fake.restore());

  it('uses the §7 settings: same origin, 10 s, JSON, XSRF names', () => {
    fake = installFakeApi({});
    expect(apiClient.defaults.baseURL).toBe('');
    expect(apiClient.defaults.timeout).toBe(LIMITS.requestTimeoutMs);
    expect(apiClient.defaults.xsrfCookieName).toBe(XSRF.cookie);
    expect(apiClient.defaults.xsrfHeaderName).toBe(XSRF.header);
    expect(apiClient.defaults.headers['Content-Type']).toBe('application/json');
  });

  it('sends the stored token as a Bearer header, and none when signed out', async () => {
    fake = installFakeApi({ 'GET /api/health': { status: 200, data: { status: 'ok' } } });
    await apiClient.get('/api/health');
    localStorage.setItem('token', 'a.b.c');
    await apiClient.get('/api/health');
    expect(fake.requests[0]?.headers.Authorization).toBeUndefined();
    expect(fake.requests[1]?.headers.Authorization).toBe('Bearer a.b.c');
  });

  it('rejects with an ApiError carrying the status and the server body', async () => {
    fake = installFakeApi({ 'GET /x': { status: 404, data: apiErrorBody('NOT_FOUND', 'No such course') } });
    const error = await apiClient.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      httpStatus: 404,
      body: { status: 'NOT_FOUND', debugMessage: 'No such course' },
    });
  });
});

describe('the §4 401 rule', () => {
  let fake: ReturnType<typeof installFakeApi>;
  beforeEach(signIn);
  afterEach(() => fake.restore());

  const staying = [
    ['a wrong code (debugMessage Invalid OTP)', apiErrorBody('UNAUTHORIZED', ERROR_MESSAGES.invalidOtp)],
    ['Invalid OTP under another status word', apiErrorBody('SESSION_EXPIRED', ERROR_MESSAGES.invalidOtp)],
    ['a body whose status is UNAUTHORIZED', apiErrorBody('UNAUTHORIZED', 'Sign-in failed')],
  ] as const;

  it.each(staying)('stays on %s: storages kept, no redirect', async (_name, body) => {
    fake = installFakeApi({ 'GET /api/student-profiles': { status: 401, data: body } });
    const { navigate, fetchProfile } = setup();
    await expect(fetchProfile()).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(sessionStorage.getItem('studentId')).toBe('7');
  });

  const ending = [
    ['an expired session (SESSION_EXPIRED)', apiErrorBody('SESSION_EXPIRED', 'Token expired')],
    ['a 401 without a body', undefined],
    ['a 401 with a foreign body', '<html>Unauthorized</html>'],
  ] as const;

  it.each(ending)('ends the session on %s: both storages cleared, /login', async (_name, body) => {
    fake = installFakeApi({ 'GET /api/student-profiles': { status: 401, data: body } });
    const { navigate, fetchProfile } = setup();
    await expect(fetchProfile()).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('applies to mutations too', async () => {
    fake = installFakeApi({
      'PUT /api/student-profiles': { status: 401, data: apiErrorBody('SESSION_EXPIRED', 'x') },
    });
    const { navigate, queryClient } = setup();
    const mutate = mutationOf(queryClient, { mutationFn: () => apiClient.put('/api/student-profiles', {}) });
    await expect(mutate()).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is a pure rule over the error', () => {
    const error401 = (body: object | undefined) => new ApiError('x', 401, 'ERR_BAD_REQUEST', body);
    expect(isSessionExpired(error401({ status: 'SESSION_EXPIRED' }))).toBe(true);
    expect(isSessionExpired(error401({ status: 'UNAUTHORIZED' }))).toBe(false);
    expect(isSessionExpired(error401({ debugMessage: 'Invalid OTP' }))).toBe(false);
    expect(isSessionExpired(new ApiError('x', 403, 'ERR_BAD_REQUEST', { status: 'FORBIDDEN' }))).toBe(false);
    expect(isSessionExpired(new Error('x'))).toBe(false);
  });
});

describe('error toasts and messages (§8)', () => {
  let fake: ReturnType<typeof installFakeApi>;
  afterEach(() => fake.restore());

  it("toasts the server's debugMessage when the call asks for a toast", async () => {
    fake = installFakeApi({
      'POST /otp/generate': {
        status: 429,
        data: apiErrorBody('TOO_MANY_REQUESTS', 'Try again in 9 minutes.'),
      },
    });
    const { notifier, queryClient } = setup();
    const mutate = mutationOf(queryClient, {
      mutationFn: () => apiClient.post('/otp/generate'),
      meta: { errorMessage: ERROR_MESSAGES.generateOtp },
    });
    await expect(mutate()).rejects.toBeInstanceOf(ApiError);
    expect(notifier.error).toHaveBeenCalledWith('Try again in 9 minutes.');
  });

  it('toasts the success text of a mutation', async () => {
    fake = installFakeApi({ 'POST /otp/generate': { status: 200, data: { message: 'ok' } } });
    const { notifier, queryClient } = setup();
    const mutate = mutationOf(queryClient, {
      mutationFn: () => apiClient.post('/otp/generate'),
      meta: { successMessage: 'OTP sent successfully!' },
    });
    await mutate();
    expect(notifier.success).toHaveBeenCalledWith('OTP sent successfully!');
  });

  const cases = [
    [
      'the debugMessage first',
      new ApiError('x', 400, 'ERR_BAD_REQUEST', { message: 'm', debugMessage: 'd' }),
      'd',
    ],
    ['then the message', new ApiError('x', 400, 'ERR_BAD_REQUEST', { message: 'm' }), 'm'],
    [
      'the fallback without a body',
      new ApiError('Network error', undefined, 'ERR_NETWORK', undefined),
      'Fallback!',
    ],
    [
      'the fallback over a 5xx text',
      new ApiError('x', 500, 'ERR_BAD_RESPONSE', { debugMessage: 'Internal server error' }),
      'Fallback!',
    ],
  ] as const;
  it.each(cases)('prefers %s', (_name, error, expected) => {
    expect(errorMessageOf(error, 'Fallback!')).toBe(expected);
  });

  it('describes a network failure or a timeout when the call has no fallback', async () => {
    fake = installFakeApi({});
    apiClient.defaults.adapter = (config) => {
      return Promise.reject(new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config));
    };
    const error = await apiClient.get('/slow').catch((caught: unknown) => caught);
    expect(errorMessageOf(error)).toMatch(/timeout exceeded/);
  });
});
