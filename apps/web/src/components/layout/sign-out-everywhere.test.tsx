import { SESSION_POLICY_MESSAGES, type TStaffMe } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountActions } from '../../lib/use-account-actions.ts';
import { useSignedInStaff } from '../../lib/use-signed-in-staff.ts';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { studentProfileOf } from '../../test/student-profile.ts';
import { StudentAvatarMenu as Avatar } from '../../test/student-shell.tsx';
import { StaffLayout } from './staff-layout.tsx';

const ME: TStaffMe = { id: 7, name: 'Priya Nair', mobileNumber: '9876543210', role: 'COUNSELLOR' };
const DIALOG = 'Sign out on every device?';

/** The avatar as the app wires it (app/signed-in-layout.tsx). */
/** The console frame as the app wires it (app/staff-shell.tsx). */
const StaffFrame = () => <StaffLayout staff={useSignedInStaff()} actions={useAccountActions()} />;

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
    'GET /api/staff/me': { status: 200, data: ME },
    'POST /auth/logout-everywhere': {
      status: 200,
      data: { message: SESSION_POLICY_MESSAGES.signedOutEverywhere },
    },
  });
});
afterEach(() => fake.restore());

const posts = () =>
  fake.requests.filter((request) => request.method === 'POST').map((request) => request.url);

/** Stay signed in sends nothing; confirming signs out everywhere, clears this tab and goes to /login. */
async function confirmFlow(open: () => Promise<void>) {
  await open();
  const dialog = within(await screen.findByRole('dialog', { name: DIALOG }));
  expect(dialog.getByText(/this one included/)).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Stay signed in' }));
  expect(posts()).toEqual([]);
  expect(localStorage.getItem('token')).toBe('t');

  await open();
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: DIALOG })).getByRole('button', {
      name: 'Sign out everywhere',
    }),
  );
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(posts()).toEqual(['/auth/logout-everywhere']);
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStorage.getItem('studentId')).toBeNull();
  expect(notifier.success).toHaveBeenCalledWith(SESSION_POLICY_MESSAGES.signedOutEverywhere);
}

describe('Sign out everywhere', { timeout: 20_000 }, () => {
  it('is in the student avatar menu, asked first', async () => {
    renderWithApp(<Avatar />, { notifier, route: '/courses' });
    await confirmFlow(async () => {
      await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    });
  });

  it('is in the staff console frame, asked first', async () => {
    sessionStorage.setItem('role', 'COUNSELLOR');
    renderWithApp(
      <Routes>
        <Route path="/staff" element={<StaffFrame />}>
          <Route index element={<h1>Queue</h1>} />
        </Route>
      </Routes>,
      { notifier, route: '/staff' },
    );
    await confirmFlow(async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    });
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
