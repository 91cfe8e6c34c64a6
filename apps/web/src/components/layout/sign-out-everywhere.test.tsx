import { SESSION_POLICY_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import {
  confirmSignOutEverywhere,
  SIGN_OUT_EVERYWHERE_DIALOG as DIALOG,
} from '../../test/sign-out-everywhere-flow.ts';
import { studentProfileOf } from '../../test/student-profile.ts';
import { StudentAvatarMenu as Avatar } from '../../test/student-shell.tsx';

// The avatar is rendered as the app wires it (app/signed-in-layout.tsx).
let fake: ReturnType<typeof installFakeApi>;
const notifier = { success: vi.fn(), error: vi.fn() };
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  sessionStorage.setItem('studentId', '41');
  notifier.success.mockClear();
  notifier.error.mockClear();
  fake = installFakeApi({
    'GET /api/student-profiles': { status: 200, data: studentProfileOf({ profilePhotoUrl: '' }) },
    'POST /auth/logout-everywhere': {
      status: 200,
      data: { message: SESSION_POLICY_MESSAGES.signedOutEverywhere },
    },
  });
});
afterEach(() => fake.restore());

describe('Sign out everywhere', { timeout: 20_000 }, () => {
  it('is in the student avatar menu, asked first', async () => {
    renderWithApp(<Avatar />, { notifier, route: '/courses' });
    await confirmSignOutEverywhere(
      async () => {
        await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
      },
      fake,
      notifier,
    );
  });

  it('keeps the user signed in when the server fails, with a toast', async () => {
    fake.restore();
    fake = installFakeApi({
      'GET /api/student-profiles': { status: 200, data: studentProfileOf({ profilePhotoUrl: '' }) },
      'POST /auth/logout-everywhere': { status: 503, data: {} },
    });
    renderWithApp(<Avatar />, { notifier, route: '/courses' });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: DIALOG })).getByRole('button', {
        name: 'Sign out everywhere',
      }),
    );
    await waitFor(() => expect(notifier.error).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBe('t');
    expect(screen.getByTestId('location')).toHaveTextContent('/courses');
  });
});
