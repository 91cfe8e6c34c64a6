import { SESSION_POLICY, SESSION_POLICY_MESSAGES } from '@portal/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../../lib/session.ts';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SESSION_CHECK_EVERY_MS, useStaffSessionRenewal } from './use-staff-session-renewal.ts';

const MINUTE = 60_000;
const START = new Date('2026-11-26T09:00:00Z').getTime();
const encode = (value: object) => btoa(JSON.stringify(value)).replaceAll('=', '');
/** A token as the API makes it (the signature is not the web app's business). */
const tokenOf = (claims: { iat: number; exp: number; auth_time?: number; sub?: string }) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', ...claims })}.sig`;
const seconds = (ms: number) => Math.floor(ms / 1000);
const staffToken = (issuedMs: number, sessionStartMs = issuedMs) =>
  tokenOf({
    iat: seconds(issuedMs),
    auth_time: seconds(sessionStartMs),
    exp: seconds(sessionStartMs) + SESSION_POLICY.staffAbsoluteSeconds,
  });

function Console() {
  useStaffSessionRenewal();
  return <h1>Console</h1>;
}

let fake: ReturnType<typeof installFakeApi>;
const renewed = staffToken(START + 6 * MINUTE, START);
const install = (renewReply: TFakeReply) => {
  fake = installFakeApi({ 'POST /auth/session/renew': renewReply });
};
const renewals = () => fake.requests.filter((request) => request.url === '/auth/session/renew');
/** Moves the clock on and lets the periodic check run. */
const travel = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  fake?.restore();
  vi.useRealTimers();
});

describe('staff session renewal', { timeout: 20_000 }, () => {
  it('renews a token older than the renewal age once the member has been active, and keeps the new one', async () => {
    install({ status: 200, data: { token: renewed } });
    localStorage.setItem('token', staffToken(START));
    renderWithApp(<Console />, { route: '/staff' });
    await travel(SESSION_POLICY.staffRenewAfterSeconds * 1000 + MINUTE);
    fireEvent.keyDown(window, { key: 'Tab' });
    await travel(SESSION_CHECK_EVERY_MS);
    await waitFor(() => expect(readToken()).toBe(renewed));
    expect(renewals()).toHaveLength(1);
    expect(renewals()[0]?.headers.Authorization).toBe(`Bearer ${staffToken(START)}`);
    expect(screen.getByTestId('location')).toHaveTextContent('/staff');
  });

  it('does not renew an idle console, and sends it to sign-in with the idle message when the period ends', async () => {
    install({ status: 200, data: { token: renewed } });
    renderWithApp(<Console />, { route: '/staff' });
    // Issued after the console opened, and no input since.
    vi.setSystemTime(START + 1000);
    localStorage.setItem('token', staffToken(START + 1000));
    await travel(SESSION_POLICY.staffIdleSeconds * 1000 - MINUTE);
    expect(renewals()).toEqual([]);
    expect(readToken()).not.toBeNull();
    await travel(2 * MINUTE);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(readToken()).toBeNull();
    expect(sessionStorage.getItem('sessionEndedMessage')).toBe(SESSION_POLICY_MESSAGES.idleExpired);
  });

  it('ends the session at the absolute limit, renewed or not', async () => {
    install({ status: 200, data: { token: renewed } });
    const sessionStart = START - SESSION_POLICY.staffAbsoluteSeconds * 1000 + MINUTE;
    localStorage.setItem('token', staffToken(START - MINUTE, sessionStart));
    renderWithApp(<Console />, { route: '/staff' });
    await travel(2 * MINUTE);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(sessionStorage.getItem('sessionEndedMessage')).toBe(SESSION_POLICY_MESSAGES.absoluteExpired);
  });

  it("ends the session with the server's reason when the renewal is refused", async () => {
    install({
      status: 401,
      data: apiErrorBody('SESSION_EXPIRED', 'x', SESSION_POLICY_MESSAGES.sessionsEnded),
    });
    localStorage.setItem('token', staffToken(START));
    renderWithApp(<Console />, { route: '/staff' });
    await travel(SESSION_POLICY.staffRenewAfterSeconds * 1000 + MINUTE);
    fireEvent.pointerDown(window);
    await travel(SESSION_CHECK_EVERY_MS);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(sessionStorage.getItem('sessionEndedMessage')).toBe(SESSION_POLICY_MESSAGES.sessionsEnded);
  });

  it('leaves a student token alone', async () => {
    install({ status: 200, data: { token: renewed } });
    const student = tokenOf({ iat: seconds(START), exp: seconds(START) + 86_400 });
    localStorage.setItem('token', student);
    renderWithApp(<Console />, { route: '/courses' });
    fireEvent.keyDown(window, { key: 'a' });
    await travel(2 * SESSION_POLICY.staffIdleSeconds * 1000);
    expect(renewals()).toEqual([]);
    expect(readToken()).toBe(student);
  });
});
