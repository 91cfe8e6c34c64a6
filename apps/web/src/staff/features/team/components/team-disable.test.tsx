import {
  STAFF_ACCOUNT_MESSAGES,
  STAFF_DISABLE_MESSAGES,
  type TStaffAccount,
  type TStaffMe,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { TeamPage } from './team-page.tsx';

const ADMIN_ME: TStaffMe = { id: 1, name: 'Anita Admin', mobileNumber: '9000000001', role: 'ADMIN' };
const accountOf = (id: number, name: string, overrides: Partial<TStaffAccount> = {}): TStaffAccount => ({
  id,
  name,
  role: 'COUNSELLOR',
  isDisabled: false,
  mobileNumber: `900000000${id}`,
  disabledAt: null,
  createdAt: '2026-10-01T06:30:00.000Z',
  assignedStudentCount: 0,
  ...overrides,
});
const TEAM = [
  accountOf(1, 'Anita Admin', { role: 'ADMIN' }),
  accountOf(2, 'Meera Counsellor', { assignedStudentCount: 12 }),
  accountOf(3, 'Ravi Counsellor', { assignedStudentCount: 4 }),
  accountOf(5, 'Gone Counsellor', { isDisabled: true, disabledAt: '2026-11-01T06:30:00.000Z' }),
];
const DONE = {
  status: 200,
  data: {
    account: {
      ...TEAM[1],
      isDisabled: true,
      disabledAt: '2026-11-29T06:30:00.000Z',
      assignedStudentCount: 0,
    },
    reassigned: [{ counsellor: { id: 3, name: 'Ravi Counsellor' }, studentCount: 12 }],
  },
};

let fake: ReturnType<typeof installFakeApi>;
const notifier = { success: vi.fn(), error: vi.fn() };
beforeEach(() => {
  localStorage.setItem('token', 't');
  notifier.success.mockClear();
});
afterEach(() => fake?.restore());

function renderTeam(routes: Parameters<typeof installFakeApi>[0] = {}) {
  fake = installFakeApi({
    'GET /api/staff/me': { status: 200, data: ADMIN_ME },
    'GET /api/staff/accounts': { status: 200, data: TEAM },
    ...routes,
  });
  return renderWithApp(<TeamPage />, { notifier, route: '/staff/team' });
}
const openDialog = async () => {
  const row = within(await screen.findByRole('row', { name: /Meera Counsellor/ }));
  await userEvent.click(row.getByRole('button', { name: 'Disable' }));
  // The dialog's chunk loads on the first opening (slow on a busy machine).
  return within(await screen.findByRole('dialog', { name: 'Disable Meera Counsellor?' }, { timeout: 5_000 }));
};
const disables = () =>
  fake.requests.filter((request) => request.url === '/api/staff/accounts/2/disable').map((r) => r.data);

describe('Team page: disabling a member who has students', { timeout: 20_000 }, () => {
  it('says how many, and Keep active sends nothing', async () => {
    renderTeam();
    const dialog = await openDialog();
    expect(dialog.getByText('12 students are assigned to Meera Counsellor.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Keep active' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep active' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('gives them all to the one chosen: only active others are offered, and a choice is required', async () => {
    renderTeam({ 'POST /api/staff/accounts/2/disable': DONE });
    const dialog = await openDialog();
    const picker = dialog.getByRole('combobox', { name: 'Staff member' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Anita Admin (Admin)', 'Ravi Counsellor']);
    await userEvent.click(dialog.getByRole('button', { name: 'Reassign and disable' }));
    expect(await dialog.findByText('Choose who takes their students.')).toBeInTheDocument();
    expect(disables()).toEqual([]);
    await userEvent.selectOptions(picker, 'Ravi Counsellor');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Reassign and disable' }));
    await waitFor(() => expect(disables()).toEqual([{ reassign: { to: 3 } }]));
    await waitFor(() =>
      expect(notifier.success).toHaveBeenCalledWith(
        'Meera Counsellor is disabled and signed out; 12 students were reassigned.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shares them among the active counsellors, and says how many the server moved', async () => {
    // A student signed up after the list was read: the server moved 13, not the list's 12.
    const shared = {
      status: 200,
      data: {
        ...DONE.data,
        reassigned: [
          { counsellor: { id: 3, name: 'Ravi Counsellor' }, studentCount: 7 },
          { counsellor: { id: 4, name: 'Sara Counsellor' }, studentCount: 6 },
        ],
      },
    };
    renderTeam({ 'POST /api/staff/accounts/2/disable': shared });
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('radio', { name: /Share among the active counsellors/ }));
    expect(dialog.queryByRole('combobox', { name: 'Staff member' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Reassign and disable' }));
    await waitFor(() => expect(disables()).toEqual([{ reassign: { roundRobin: true } }]));
    await waitFor(() =>
      expect(notifier.success).toHaveBeenCalledWith(
        'Meera Counsellor is disabled and signed out; 13 students were reassigned.',
      ),
    );
  });

  it('keeps the dialog open with the server refusal, and may try again', async () => {
    let answer: TFakeReply = {
      status: 409,
      data: apiErrorBody('CONFLICT', STAFF_DISABLE_MESSAGES.noCounsellorLeft),
    };
    renderTeam({ 'POST /api/staff/accounts/2/disable': () => answer });
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('radio', { name: /Share among the active counsellors/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reassign and disable' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(STAFF_DISABLE_MESSAGES.noCounsellorLeft);
    answer = { status: 404, data: apiErrorBody('NOT_FOUND', STAFF_ACCOUNT_MESSAGES.counsellorNotFound) };
    await userEvent.click(dialog.getByRole('radio', { name: /One staff member/ }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Staff member' }), 'Ravi Counsellor');
    await userEvent.click(dialog.getByRole('button', { name: 'Reassign and disable' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(STAFF_ACCOUNT_MESSAGES.counsellorNotFound),
    );
    expect(notifier.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Disable Meera Counsellor?' })).toBeInTheDocument();
  });
});
