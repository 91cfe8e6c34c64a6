import { SESSION_POLICY_MESSAGES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

describe('the sign-in screen after a session ended', () => {
  it.each([
    SESSION_POLICY_MESSAGES.idleExpired,
    SESSION_POLICY_MESSAGES.absoluteExpired,
    SESSION_POLICY_MESSAGES.sessionsEnded,
  ])('says why: "%s"', (reason) => {
    sessionStorage.setItem('sessionEndedMessage', reason);
    renderWithApp(<LoginScreen />, { route: '/login' });
    expect(screen.getByText(reason).closest('[role="status"]')).not.toBeNull();
  });

  it('says nothing after a plain logout', () => {
    renderWithApp(<LoginScreen />, { route: '/login' });
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
  });
});
