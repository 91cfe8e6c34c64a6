import {
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  OTP_LIMIT_MESSAGES,
  TOAST_MESSAGES,
  type TOtpVerifyResponse,
} from '@portal/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { LoginScreen, RESEND_AFTER_SECONDS } from './login-screen.tsx';

const NUMBER = '9876543210';
const signInReply = (overrides: Partial<TOtpVerifyResponse> = {}): TFakeReply => ({
  status: 200,
  data: {
    token: 'signed.jwt.token',
    studentId: 41,
    enrollmentId: 77,
    referenceId: 'SA-000041',
    userName: 'Asha Rao',
    isNewUser: false,
    role: 'STUDENT',
    ...overrides,
  },
});
const dashboardReply = (isCounsellingBooked: boolean): TFakeReply => ({
  status: 200,
  data: [
    {
      title: 'Counselling',
      subtitle: 'No session booked',
      chipNumber: 0,
      isCounsellingBooked,
      isCounsellingCompleted: false,
      isPaymentCompleted: false,
      courseName: null,
      appliedCount: 0,
      linkLabel: 'See All',
      counsellingDate: null,
      counsellingTime: null,
      step: 0,
      statusLabel: null,
      nextAction: null,
    },
  ],
});
const sent: TFakeReply = { status: 200, data: { message: TOAST_MESSAGES.otpSent } };

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => fake?.restore());

const mobileInput = () => screen.getByRole('textbox', { name: /mobile number/i });
const location = () => screen.getByTestId('location').textContent;

async function sendCodeTo(number = NUMBER) {
  const user = userEvent.setup();
  await user.type(mobileInput(), number);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText(/Sent to \+91 98765 43210/);
  return user;
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
}

describe('sign-in: the mobile number', () => {
  it.each([
    ['too short', '98765'],
    ['not an Indian mobile (starts with 5)', '5876543210'],
    ['empty', ''],
  ])('refuses a number that is %s, with the message, and sends nothing', async (_name, number) => {
    fake = installFakeApi({ 'POST /otp/generate': sent });
    const user = userEvent.setup();
    renderWithApp(<LoginScreen />);
    if (number) await user.type(mobileInput(), number);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidMobileNumber)).toBeInTheDocument();
    expect(mobileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['pasted with +91, a space and a dash', 'paste', '+91 98765-43210'],
    ['typed with +91 and spaces', 'type', '+91 98765 43210'],
    ['typed with a 0 prefix', 'type', '098765 43210'],
    ['typed with dashes', 'type', '98765-43210'],
  ])('shows the +91 prefix and sends the 10 digits of a number %s', async (_name, how, typed) => {
    fake = installFakeApi({ 'POST /otp/generate': sent });
    const user = userEvent.setup();
    renderWithApp(<LoginScreen />);
    expect(screen.getByText('+91')).toBeInTheDocument();
    await user.click(mobileInput());
    if (how === 'paste') await user.paste(typed);
    else await user.type(mobileInput(), typed);
    expect(mobileInput()).toHaveAttribute('inputmode', 'tel');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(/Sent to \+91 98765 43210/);
    expect(fake.requests[0]).toMatchObject({ url: '/otp/generate', params: { mobileNumber: NUMBER } });
  });

  it('sends one code for a double tap: the button is busy until the answer', async () => {
    let answer: (reply: TFakeReply) => void = () => {};
    fake = installFakeApi({
      'POST /otp/generate': () =>
        new Promise<TFakeReply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<LoginScreen />);
    await user.type(mobileInput(), NUMBER);
    const send = screen.getByRole('button', { name: 'Send OTP' });
    // Two taps in one go, before the first has been answered (or even checked).
    fireEvent.click(send);
    fireEvent.click(send);
    await user.click(send);
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(send).toHaveAttribute('data-loading', 'true');
    answer(sent);
    await screen.findByText(/Sent to \+91 98765 43210/);
    expect(fake.requests).toHaveLength(1);
    expect(await screen.findAllByText(TOAST_MESSAGES.otpSent)).toHaveLength(1);
  });

  it('speaks to staff too: counsellors and admins sign in on this screen', () => {
    fake = installFakeApi({});
    renderWithApp(<LoginScreen />);
    expect(screen.getByText(/Counsellors and admins sign in here too/)).toBeInTheDocument();
  });

  it("sends the code, toasts 'OTP sent successfully!' and asks for it", async () => {
    fake = installFakeApi({ 'POST /otp/generate': sent });
    renderWithApp(<LoginScreen />);
    await sendCodeTo();
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      url: '/otp/generate',
      params: { mobileNumber: NUMBER },
    });
    expect(await screen.findByText(TOAST_MESSAGES.otpSent)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
  });

  it("shows the server's rate-limit message with its wait", async () => {
    const wait = 'Too many OTPs sent to this number: at most 3 every 10 minutes. Try again in 7 minutes.';
    fake = installFakeApi({
      'POST /otp/generate': { status: 429, data: apiErrorBody('TOO_MANY_REQUESTS', wait) },
    });
    const user = userEvent.setup();
    renderWithApp(<LoginScreen />);
    await user.type(mobileInput(), NUMBER);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findAllByText(wait)).toHaveLength(2); // inline, and the toast
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  // The OTP limits (packages/contract/src/otp-limits.ts): the server's words, inline; the toast
  // repeats them, except for a 5xx, whose texts the client treats as generic (lib/api-error.ts).
  it.each([
    { status: 429, code: 'TOO_MANY_REQUESTS', message: OTP_LIMIT_MESSAGES.numberLocked(3600), toast: 'same' },
    { status: 429, code: 'TOO_MANY_REQUESTS', message: OTP_LIMIT_MESSAGES.dailyCap(7200), toast: 'same' },
    {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: OTP_LIMIT_MESSAGES.smsBudgetSpent(1800),
      toast: ERROR_MESSAGES.generateOtp,
    },
  ] as const)(
    'shows the limit message of a $status on send: "$message"',
    async ({ status, code, message, toast }) => {
      fake = installFakeApi({ 'POST /otp/generate': { status, data: apiErrorBody(code, message) } });
      const user = userEvent.setup();
      renderWithApp(<LoginScreen />);
      await user.type(mobileInput(), NUMBER);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      const inline = await screen.findAllByText(message);
      if (toast === 'same') expect(inline).toHaveLength(2);
      else expect(await screen.findByText(toast)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    },
  );

  it("falls back to 'Failed to generate OTP!' when the server says nothing", async () => {
    fake = installFakeApi({ 'POST /otp/generate': { status: 503 } });
    const user = userEvent.setup();
    renderWithApp(<LoginScreen />);
    await user.type(mobileInput(), NUMBER);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(ERROR_MESSAGES.generateOtp)).toBeInTheDocument();
  });
});

describe('sign-in: the code', () => {
  it("shows 'Invalid OTP' inline on a wrong code and stays, session untouched", async () => {
    fake = installFakeApi({
      'POST /otp/generate': sent,
      'POST /otp/verify': { status: 401, data: apiErrorBody('UNAUTHORIZED', ERROR_MESSAGES.invalidOtp) },
    });
    sessionStorage.setItem('eventCode', 'JLG');
    renderWithApp(<LoginScreen />, { route: '/login' });
    const user = await sendCodeTo();
    await enterCode(user, '000000');
    expect(await screen.findByText(ERROR_MESSAGES.invalidOtp)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/login');
    expect(sessionStorage.getItem('eventCode')).toBe('JLG');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the lock message inline when the number is locked after too many wrong codes', async () => {
    const message = OTP_LIMIT_MESSAGES.numberLocked(3540);
    fake = installFakeApi({
      'POST /otp/generate': sent,
      'POST /otp/verify': { status: 429, data: apiErrorBody('TOO_MANY_REQUESTS', message) },
    });
    renderWithApp(<LoginScreen />, { route: '/login' });
    const user = await sendCodeTo();
    await enterCode(user, '000000');
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(location()).toBe('/login');
  });

  it('sends the number and the code, and stores the session of §3', async () => {
    fake = installFakeApi({
      'POST /otp/generate': sent,
      'POST /otp/verify': signInReply({ isNewUser: true, userName: '' }),
    });
    renderWithApp(<LoginScreen />);
    const user = await sendCodeTo();
    await enterCode(user, '042917');
    await waitFor(() => expect(location()).toBe('/registration'));
    expect(fake.requests.at(-1)).toMatchObject({
      url: '/otp/verify',
      data: { mobileNumber: NUMBER, otp: '042917' },
    });
    expect(localStorage.getItem('token')).toBe('signed.jwt.token');
    expect(sessionStorage.getItem('studentId')).toBe('41');
    expect(sessionStorage.getItem('enrollmentId')).toBe('77');
    expect(sessionStorage.getItem('referenceId')).toBe('SA-000041');
    expect(sessionStorage.getItem('userName')).toBe('');
    expect(sessionStorage.getItem('isEvent')).toBe('false');
    expect(sessionStorage.getItem('role')).toBe('STUDENT');
  });

  it.each(['COUNSELLOR', 'ADMIN'] as const)('sends a %s to /staff, with the role stored', async (role) => {
    fake = installFakeApi({
      'POST /otp/generate': sent,
      'POST /otp/verify': signInReply({ role, enrollmentId: null, userName: 'Dev Staff' }),
    });
    renderWithApp(<LoginScreen />);
    await enterCode(await sendCodeTo());
    await waitFor(() => expect(location()).toBe('/staff'));
    expect(sessionStorage.getItem('role')).toBe(role);
    // Staff have no dashboard: it is not asked.
    expect(fake.requests.some((request) => request.url === '/api/dashboard')).toBe(false);
  });

  it('does not store a null enrollment id', async () => {
    fake = installFakeApi({
      'POST /otp/generate': sent,
      'POST /otp/verify': signInReply({ enrollmentId: null }),
      'GET /api/dashboard': dashboardReply(false),
    });
    renderWithApp(<LoginScreen />);
    await enterCode(await sendCodeTo());
    await waitFor(() => expect(location()).toBe('/courses'));
    expect(sessionStorage.getItem('enrollmentId')).toBeNull();
  });

  it.each([
    ['booked counselling', true, '/dashboard'],
    ['no counselling booked', false, '/courses'],
  ])('sends a returning student with %s to %s', async (_name, isBooked, path) => {
    fake = installFakeApi({
      'POST /otp/generate': sent,
      'POST /otp/verify': signInReply(),
      'GET /api/dashboard': dashboardReply(isBooked),
    });
    renderWithApp(<LoginScreen />);
    await enterCode(await sendCodeTo());
    await waitFor(() => expect(location()).toBe(path));
    expect(localStorage.getItem('isCounsellingBooked')).toBe(String(isBooked));
  });

  it('goes to the event screen when an event code was kept, sending it once verified', async () => {
    fake = installFakeApi({ 'POST /otp/generate': sent, 'POST /otp/verify': signInReply() });
    sessionStorage.setItem('eventCode', 'KOP');
    sessionStorage.setItem('isEvent', 'true');
    renderWithApp(<LoginScreen />);
    await enterCode(await sendCodeTo());
    await waitFor(() => expect(location()).toBe('/event-success'));
    expect(fake.requests.at(-1)).toMatchObject({ url: '/otp/verify', params: { event: 'KOP' } });
    expect(sessionStorage.getItem('isEvent')).toBe('true');
  });

  it('changes the number, keeping what was typed', async () => {
    fake = installFakeApi({ 'POST /otp/generate': sent });
    renderWithApp(<LoginScreen />);
    const user = await sendCodeTo();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(mobileInput()).toHaveValue(NUMBER);
  });

  it('keeps the resend timer of the number after Change number, and across a new screen', async () => {
    fake = installFakeApi({ 'POST /otp/generate': sent });
    const first = renderWithApp(<LoginScreen />);
    const user = await sendCodeTo();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/^Resend OTP in 0:[0-3]\d$/)).toBeInTheDocument();
    expect(fake.requests).toHaveLength(1);
    // The same tab, the screen opened again (a reload): still the number's timer, no new code.
    first.unmount();
    renderWithApp(<LoginScreen />);
    await sendCodeTo();
    expect(await screen.findByText(/^Resend OTP in 0:[0-3]\d$/)).toBeInTheDocument();
    expect(fake.requests).toHaveLength(1);
    // Another number has a timer of its own.
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await user.clear(mobileInput());
    await user.type(mobileInput(), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText(/Sent to \+91 91234 56789/);
    expect(fake.requests).toHaveLength(2);
  });

  it('asks for a new code at once for a number that signed in with its last one', async () => {
    fake = installFakeApi({ 'POST /otp/generate': sent, 'POST /otp/verify': signInReply() });
    renderWithApp(<LoginScreen />);
    await enterCode(await sendCodeTo());
    await waitFor(() => expect(fake.requests.map((request) => request.url)).toContain('/otp/verify'));
    await waitFor(() => expect(sessionStorage.getItem('otpSentTimes')).toBe('{}'));
  });

  it('offers to resend the code after the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fake = installFakeApi({ 'POST /otp/generate': sent });
      renderWithApp(<LoginScreen />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(mobileInput(), NUMBER);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByText(/^Resend OTP in 0:[0-3]\d$/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(RESEND_AFTER_SECONDS * 1000 + 1000));
      await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
      await waitFor(() => expect(fake.requests).toHaveLength(2));
      expect(await screen.findByText(/Resend OTP in 0:/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
