import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session.ts';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { RequireAuth } from './require-auth.tsx';

const SESSION = {
  studentId: 41,
  enrollmentId: 7,
  referenceId: 'SA26-ABC234',
  userName: 'Asha Rao',
  role: 'STUDENT',
  isEvent: true,
};

/** A signed-in screen: shows the studentId it finds in this tab's session storage when it renders. */
function Screen() {
  return <p>screen for student {sessionStorage.getItem('studentId') ?? 'none'}</p>;
}

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 'signed.jwt.token');
});
afterEach(() => fake?.restore());

function renderGuard(reply: TFakeReply | (() => TFakeReply | Promise<TFakeReply>)) {
  fake = installFakeApi({ 'GET /auth/session': reply });
  const onSessionExpired = vi.fn();
  renderWithApp(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/courses" element={<Screen />} />
      </Route>
    </Routes>,
    { route: '/courses', onSessionExpired },
  );
  return { onSessionExpired, sessionCalls: () => fake.requests.filter((r) => r.url === '/auth/session') };
}

describe('RequireAuth: a tab with the token but not its session keys (§3)', { timeout: 20_000 }, () => {
  it("restores them from GET /auth/session, with 'Please wait..' meanwhile, before the screen renders", async () => {
    let answer: (reply: TFakeReply) => void = () => {};
    const { sessionCalls } = renderGuard(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText('Please wait..')).toBeInTheDocument();
    await waitFor(() => expect(sessionCalls()).toHaveLength(1));
    expect(sessionCalls()[0]?.headers.Authorization).toBe('Bearer signed.jwt.token');
    answer({ status: 200, data: SESSION });
    // The screen's first render already finds the restored keys.
    expect(await screen.findByText('screen for student 41')).toBeInTheDocument();
    expect({ ...sessionStorage }).toEqual({
      studentId: '41',
      enrollmentId: '7',
      referenceId: 'SA26-ABC234',
      userName: 'Asha Rao',
      role: 'STUDENT',
      isEvent: 'true',
    });
    expect(sessionCalls()).toHaveLength(1);
  });

  it('stores no enrollmentId for staff (null), and their role', async () => {
    renderGuard({
      status: 200,
      data: { ...SESSION, enrollmentId: null, role: 'COUNSELLOR', isEvent: false },
    });
    expect(await screen.findByText('screen for student 41')).toBeInTheDocument();
    expect(sessionStorage.getItem('enrollmentId')).toBeNull();
    expect(sessionStorage.getItem('role')).toBe('COUNSELLOR');
    expect(sessionStorage.getItem('isEvent')).toBe('false');
  });

  it('ends the session on a 401 (§4), showing no screen', async () => {
    const { onSessionExpired } = renderGuard({
      status: 401,
      data: apiErrorBody('SESSION_EXPIRED', 'Session token has been revoked'),
    });
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
    expect(screen.queryByText(/screen for student/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says so on another failure and tries again on request', async () => {
    let isDown = true;
    const { sessionCalls } = renderGuard(() =>
      isDown ? { status: 403, data: apiErrorBody('FORBIDDEN', 'Not now.') } : { status: 200, data: SESSION },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session could not be loaded');
    expect(alert).toHaveTextContent('Not now.');
    expect(screen.queryByText(/screen for student/)).not.toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('screen for student 41')).toBeInTheDocument();
    expect(sessionCalls()).toHaveLength(2);
  });

  it('asks nothing when this tab has its keys', async () => {
    sessionStorage.setItem('studentId', '41');
    sessionStorage.setItem('role', 'STUDENT');
    const { sessionCalls } = renderGuard({ status: 500 });
    expect(await screen.findByText('screen for student 41')).toBeInTheDocument();
    expect(sessionCalls()).toHaveLength(0);
  });

  it("restores them when this tab holds another account's keys (another tab signed in as someone else)", async () => {
    // The token is student 41's (its subject); the tab still holds student 9's keys.
    const claims = btoa(JSON.stringify({ sub: '41', role: 'STUDENT' })).replaceAll('=', '');
    localStorage.setItem('token', `header.${claims}.signature`);
    sessionStorage.setItem('studentId', '9');
    sessionStorage.setItem('role', 'STUDENT');
    sessionStorage.setItem('applicationId', '77');
    const { sessionCalls } = renderGuard({ status: 200, data: SESSION });
    expect(await screen.findByText('screen for student 41')).toBeInTheDocument();
    expect(sessionCalls()).toHaveLength(1);
    // Nothing of student 9's stays in the tab.
    expect(sessionStorage.getItem('applicationId')).toBeNull();
  });

  it("asks nothing when the token's subject is this tab's account", async () => {
    const claims = btoa(JSON.stringify({ sub: '41', role: 'STUDENT' })).replaceAll('=', '');
    localStorage.setItem('token', `header.${claims}.signature`);
    sessionStorage.setItem('studentId', '41');
    sessionStorage.setItem('role', 'STUDENT');
    const { sessionCalls } = renderGuard({ status: 500 });
    expect(await screen.findByText('screen for student 41')).toBeInTheDocument();
    expect(sessionCalls()).toHaveLength(0);
  });
});

describe('RequireAuth: another tab signs out or in', () => {
  it('starts this tab afresh when the token changes (not a renewal) or the storage is cleared elsewhere', async () => {
    sessionStorage.setItem('studentId', '41');
    sessionStorage.setItem('role', 'STUDENT');
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      renderGuard({ status: 500 });
      expect(await screen.findByText('screen for student 41')).toBeInTheDocument();
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'isCounsellingBooked', oldValue: null, newValue: 'true' }),
      );
      expect(reload).not.toHaveBeenCalled();
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'a', newValue: 'b' }));
      expect(reload).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
      expect(reload).toHaveBeenCalledTimes(2);
      // A staff token renewed by another tab: the same account and session (auth_time), so no reload.
      const staff = (iat: number, authTime: number, sub = '7') =>
        `h.${btoa(JSON.stringify({ sub, iat, exp: authTime + 28_800, auth_time: authTime })).replaceAll('=', '')}.s`;
      const renewal = { key: 'token', oldValue: staff(1000, 1000), newValue: staff(1400, 1000) };
      window.dispatchEvent(new StorageEvent('storage', renewal));
      expect(reload).toHaveBeenCalledTimes(2);
      const newSession = { key: 'token', oldValue: staff(1000, 1000), newValue: staff(2000, 2000) };
      window.dispatchEvent(new StorageEvent('storage', newSession));
      expect(reload).toHaveBeenCalledTimes(3);
      const otherAccount = { key: 'token', oldValue: staff(1000, 1000), newValue: staff(1400, 1000, '8') };
      window.dispatchEvent(new StorageEvent('storage', otherAccount));
      expect(reload).toHaveBeenCalledTimes(4);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});

describe('RequireAuth: no token', () => {
  function renderWithoutToken() {
    localStorage.clear();
    renderWithApp(
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/profile" element={<Screen />} />
        </Route>
        <Route path="/" element={<p>landing page</p>} />
        <Route path="/login" element={<p>sign-in page</p>} />
      </Routes>,
      { route: '/profile' },
    );
  }

  it('sends a visitor who never signed in to /', async () => {
    renderWithoutToken();
    expect(await screen.findByText('landing page')).toBeInTheDocument();
  });

  // The session-expiry browser test once ended at / instead of /login: the guard re-rendered before the
  // router had applied endSession's navigation, and its own redirect overtook it.
  it('sends to /login, as endSession does, once this page has ended the session', async () => {
    clearSession();
    renderWithoutToken();
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});
