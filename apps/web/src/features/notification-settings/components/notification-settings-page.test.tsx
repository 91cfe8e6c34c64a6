import { NOTIFICATION_PREFERENCE_MESSAGES as MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../test/axe.ts';
import { apiErrorBody, installFakeApi, type TFakeReply, type TFakeRequest } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { studentPreferencesOf } from '../notification-settings-fixtures.ts';
import { NotificationSettingsPage } from './notification-settings-page.tsx';

const GET = 'GET /api/notifications/preferences';
const PUT = 'PUT /api/notifications/preferences';

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 'signed.jwt.token');
});
afterEach(() => {
  fake?.restore();
  vi.restoreAllMocks();
  localStorage.clear();
});

type TRoute = TFakeReply | ((request: TFakeRequest) => TFakeReply | Promise<TFakeReply>);
function renderSettings(routes: Record<string, TRoute>) {
  fake = installFakeApi(routes);
  return renderWithApp(<NotificationSettingsPage />, { route: '/notifications/settings' });
}
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('notification settings (student)', { timeout: 30_000 }, () => {
  it('shows a skeleton while loading, then every topic × channel with required ones on and explained', async () => {
    let answer: (reply: TFakeReply) => void = () => {};
    const { container } = renderSettings({ [GET]: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('status', { name: 'Loading your notification settings' })).toBeInTheDocument();
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    answer({ status: 200, data: studentPreferencesOf() });
    expect(await screen.findByRole('checkbox', { name: 'Email for Document checks' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    expect(box('WhatsApp for Document checks')).not.toBeChecked();
    expect(box('SMS for Offers and offer conditions')).toBeChecked();
    expect(box('SMS for Offers and offer conditions')).toBeDisabled();
    expect(box('WhatsApp for Offers and offer conditions')).toBeEnabled();
    expect(screen.getByText('Email and SMS always on: too important to miss.')).toBeInTheDocument();
    expect(screen.getAllByText('Always on')).toHaveLength(2);
    expect(screen.getByText(/notification centre \(the bell\), whatever you choose/)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailNeeded)).toBeInTheDocument();
    expect(screen.getByText(/your sign-in number, 98\*\*\*\*\*\*10/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Work for me/ })).not.toBeInTheDocument();
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('saves the choices and quiet hours with the keyboard only, and says so', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderSettings({
      [GET]: { status: 200, data: studentPreferencesOf() },
      [PUT]: (request) => {
        saved.push(request.data);
        return { status: 200, data: studentPreferencesOf() };
      },
    });
    (await screen.findByRole('checkbox', { name: 'WhatsApp for Payments' })).focus();
    await user.keyboard(' ');
    const start = screen.getByLabelText('From (India time)');
    await user.clear(start);
    await user.type(start, '22:30');
    screen.getByRole('button', { name: 'Save settings' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    const body = saved[0] as { topics: { topic: string; channels: unknown }[]; quietHours: unknown };
    expect(body.topics.find((row) => row.topic === 'PAYMENTS')?.channels).toEqual({
      EMAIL: true,
      SMS: false,
      WHATSAPP: true,
    });
    expect(body.quietHours).toEqual({ enabled: true, start: '22:30', end: '08:00' });
  });

  it("shows the server's reason when a save is refused", async () => {
    const user = userEvent.setup();
    const reason = MESSAGES.quietHoursSame;
    renderSettings({
      [GET]: { status: 200, data: studentPreferencesOf() },
      [PUT]: { status: 400, data: apiErrorBody('BAD_REQUEST', reason) },
    });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('says so when the settings cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fails = true;
    renderSettings({
      [GET]: () => (fails ? { status: 500, data: {} } : { status: 200, data: studentPreferencesOf() }),
    });
    expect(
      await screen.findByText('Your notification settings could not be loaded', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Email for Payments' })).toBeInTheDocument();
  });

  it('adds an email address: sends the code, refuses a wrong one, verifies the right one', async () => {
    const user = userEvent.setup();
    const address = 'asha@example.com';
    const pending = studentPreferencesOf({ email: { address: null, pendingAddress: address } });
    const verified = studentPreferencesOf({ email: { address, pendingAddress: null } });
    const { container } = renderSettings({
      [GET]: { status: 200, data: studentPreferencesOf() },
      'POST /api/notifications/email': (request) => {
        expect(request.data).toEqual({ email: address });
        return { status: 200, data: pending };
      },
      'POST /api/notifications/email/verify': (request) =>
        (request.data as { code: string }).code === '123456'
          ? { status: 200, data: verified }
          : { status: 400, data: apiErrorBody('BAD_REQUEST', MESSAGES.codeWrong) },
    });
    await user.type(await screen.findByLabelText('Email address'), address);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('6-digit code from the email');
    const emailSection = within(screen.getByRole('region', { name: 'Email' }));
    expect(emailSection.getByRole('status')).toHaveTextContent(MESSAGES.emailSent(address));
    expect(await seriousViolationsOf(container)).toEqual([]);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.codeWrong);
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText(`Emails go to ${address} (verified).`)).toBeInTheDocument();
    expect(emailSection.getByRole('status')).toHaveTextContent(MESSAGES.emailVerified);
    expect(screen.queryByText(MESSAGES.emailNeeded)).not.toBeInTheDocument();
  });

  it('sends a new code, and removes a verified address', async () => {
    const user = userEvent.setup();
    const address = 'asha@example.com';
    let sends = 0;
    renderSettings({
      [GET]: { status: 200, data: studentPreferencesOf({ email: { address, pendingAddress: address } }) },
      'POST /api/notifications/email': () => {
        sends += 1;
        return sends > 1
          ? { status: 429, data: apiErrorBody('TOO_MANY_REQUESTS', MESSAGES.tooManyEmails) }
          : { status: 200, data: studentPreferencesOf({ email: { address, pendingAddress: address } }) };
      },
      'DELETE /api/notifications/email': { status: 200, data: studentPreferencesOf() },
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(sends).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyEmails);
    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('6-digit code from the email')).toBeInTheDocument();
  });

  it('removes a verified address: emails stop', async () => {
    const user = userEvent.setup();
    renderSettings({
      [GET]: {
        status: 200,
        data: studentPreferencesOf({ email: { address: 'asha@example.com', pendingAddress: null } }),
      },
      'DELETE /api/notifications/email': { status: 200, data: studentPreferencesOf() },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove address' }));
    expect(await screen.findByText(MESSAGES.emailRemoved)).toBeInTheDocument();
    expect(screen.getByText(/No email address yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });
});
