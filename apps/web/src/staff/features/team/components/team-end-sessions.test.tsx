import { STAFF_ACCOUNT_MESSAGES, type TStaffAccount, type TStaffMe } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { TeamPage } from './team-page.tsx';

const ADMIN_ME: TStaffMe = { id: 1, name: 'Anita Admin', mobileNumber: '9000000001', role: 'ADMIN' };
const accountOf = (id: number, name: string, role: TStaffAccount['role'] = 'COUNSELLOR'): TStaffAccount => ({
  id,
  name,
  role,
  isDisabled: false,
  mobileNumber: `900000000${id}`,
  disabledAt: null,
  createdAt: '2026-10-01T06:30:00.000Z',
  assignedStudentCount: 0,
});
const TEAM = [
  accountOf(1, 'Anita Admin', 'ADMIN'),
  accountOf(2, 'Meera Counsellor'),
  accountOf(4, 'Other Admin', 'ADMIN'),
];
const ENDED = { status: 200, data: { staffId: 2, sessionsValidFrom: '2026-11-26T03:00:00.000Z' } };

let fake: ReturnType<typeof installFakeApi>;
const notifier = { success: vi.fn(), error: vi.fn() };
beforeEach(() => {
  localStorage.setItem('token', 't');
  notifier.success.mockClear();
});
afterEach(() => fake?.restore());

function renderTeam(routes: Record<string, TFakeReply>) {
  fake = installFakeApi({
    'GET /api/staff/me': { status: 200, data: ADMIN_ME },
    'GET /api/staff/accounts': { status: 200, data: TEAM },
    ...routes,
  });
  return renderWithApp(<TeamPage />, { notifier, route: '/staff/team' });
}
const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));
const posts = () =>
  fake.requests.filter((request) => request.method === 'POST').map((request) => request.url);
const dialogFor = async (name: string) =>
  within(await screen.findByRole('dialog', { name: `End ${name}'s sessions?` }));

describe('Team page: End sessions', { timeout: 20_000 }, () => {
  it('asks first: Keep signed in sends nothing, Yes, end sessions ends them and toasts', async () => {
    renderTeam({ 'POST /api/staff/accounts/2/end-sessions': ENDED });
    const button = (await rowOf('Meera Counsellor')).getByRole('button', { name: 'End sessions' });
    await userEvent.click(button);
    const dialog = await dialogFor('Meera Counsellor');
    expect(dialog.getByText(/signed out on every device at once/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep signed in' }));
    expect(posts()).toEqual([]);
    await userEvent.click(button);
    await userEvent.click(
      (await dialogFor('Meera Counsellor')).getByRole('button', { name: 'Yes, end sessions' }),
    );
    await waitFor(() => expect(posts()).toEqual(['/api/staff/accounts/2/end-sessions']));
    await waitFor(() =>
      expect(notifier.success).toHaveBeenCalledWith('Meera Counsellor is signed out on every device.'),
    );
  });

  it("is offered on another admin's row too, and not on one's own", async () => {
    renderTeam({});
    expect((await rowOf('Other Admin')).getByRole('button', { name: 'End sessions' })).toBeInTheDocument();
    expect((await rowOf('Anita Admin')).queryByRole('button', { name: 'End sessions' })).toBeNull();
  });

  it('shows a refusal in the row', async () => {
    renderTeam({
      'POST /api/staff/accounts/2/end-sessions': {
        status: 403,
        data: apiErrorBody('FORBIDDEN', STAFF_ACCOUNT_MESSAGES.adminOnly),
      },
    });
    await userEvent.click((await rowOf('Meera Counsellor')).getByRole('button', { name: 'End sessions' }));
    await userEvent.click(
      (await dialogFor('Meera Counsellor')).getByRole('button', { name: 'Yes, end sessions' }),
    );
    expect(await (await rowOf('Meera Counsellor')).findByRole('alert')).toHaveTextContent(
      STAFF_ACCOUNT_MESSAGES.adminOnly,
    );
  });
});
