import { SESSION_POLICY_MESSAGES, type TStaffMe } from '@portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { confirmSignOutEverywhere } from '../../test/sign-out-everywhere-flow.ts';
import { StaffShell } from '../staff-shell.tsx';

const ME: TStaffMe = { id: 7, name: 'Priya Nair', mobileNumber: '9876543210', role: 'COUNSELLOR' };

let fake: ReturnType<typeof installFakeApi>;
const notifier = { success: vi.fn(), error: vi.fn() };
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  sessionStorage.setItem('studentId', '41');
  notifier.success.mockClear();
  notifier.error.mockClear();
  fake = installFakeApi({
    'GET /api/staff/me': { status: 200, data: ME },
    'POST /auth/logout-everywhere': {
      status: 200,
      data: { message: SESSION_POLICY_MESSAGES.signedOutEverywhere },
    },
  });
});
afterEach(() => fake.restore());

// The frame as the console wires it (staff-shell.tsx). The student avatar menu's side is in components/layout/sign-out-everywhere.test.tsx.
describe('Sign out everywhere', { timeout: 20_000 }, () => {
  it('is in the staff console frame, asked first', async () => {
    sessionStorage.setItem('role', 'COUNSELLOR');
    renderWithApp(
      <Routes>
        <Route path="/staff" element={<StaffShell />}>
          <Route index element={<h1>Queue</h1>} />
        </Route>
      </Routes>,
      { notifier, route: '/staff' },
    );
    await confirmSignOutEverywhere(
      async () => {
        await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
      },
      fake,
      notifier,
    );
  });
});
