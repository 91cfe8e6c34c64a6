import { SESSION_POLICY_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';
import type { installFakeApi } from './fake-api.ts';

export const SIGN_OUT_EVERYWHERE_DIALOG = 'Sign out on every device?';

/**
 * Sign out everywhere, as the student menu and the staff frame offer it: Stay signed in sends nothing;
 * confirming signs out everywhere, clears this tab and goes to /login. `open` shows the dialog.
 */
export async function confirmSignOutEverywhere(
  open: () => Promise<void>,
  fake: ReturnType<typeof installFakeApi>,
  notifier: { success: Mock },
) {
  const posts = () =>
    fake.requests.filter((request) => request.method === 'POST').map((request) => request.url);
  await open();
  const dialog = within(await screen.findByRole('dialog', { name: SIGN_OUT_EVERYWHERE_DIALOG }));
  expect(dialog.getByText(/this one included/)).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Stay signed in' }));
  expect(posts()).toEqual([]);
  expect(localStorage.getItem('token')).toBe('t');

  await open();
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: SIGN_OUT_EVERYWHERE_DIALOG })).getByRole('button', {
      name: 'Sign out everywhere',
    }),
  );
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(posts()).toEqual(['/auth/logout-everywhere']);
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStorage.getItem('studentId')).toBeNull();
  expect(notifier.success).toHaveBeenCalledWith(SESSION_POLICY_MESSAGES.signedOutEverywhere);
}
