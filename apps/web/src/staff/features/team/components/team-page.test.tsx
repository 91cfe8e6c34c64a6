import { AUTH_MESSAGES, STAFF_ACCOUNT_MESSAGES, type TStaffAccount, type TStaffMe } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, type installFakeApi } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { signedInFakeApi, type TFakeRoute } from '../../../../test/signed-in-fake-api.ts';
import { TeamPage } from './team-page.tsx';

const ADMIN_ME: TStaffMe = { id: 1, name: 'Anita Admin', mobileNumber: '9000000001', role: 'ADMIN' };
const accountOf = (id: number, overrides: Partial<TStaffAccount> = {}): TStaffAccount => ({
  id,
  name: `Member ${id}`,
  role: 'COUNSELLOR',
  isDisabled: false,
  mobileNumber: `900000000${id}`,
  disabledAt: null,
  createdAt: '2026-10-01T06:30:00.000Z',
  assignedStudentCount: id * 10,
  ...overrides,
});
const TEAM = [
  accountOf(1, { name: 'Anita Admin', role: 'ADMIN' }),
  accountOf(2, { name: 'Meera Counsellor' }),
  accountOf(3, { name: 'Ravi Counsellor', isDisabled: true, disabledAt: '2026-11-01T06:30:00.000Z' }),
];

let fake: ReturnType<typeof installFakeApi>;
const { notifier, install } = signedInFakeApi();

function renderTeam(routes: Record<string, TFakeRoute> = {}, me: TStaffMe = ADMIN_ME) {
  fake = install({
    'GET /api/staff/me': { status: 200, data: me },
    'GET /api/staff/accounts': { status: 200, data: TEAM },
    ...routes,
  });
  return renderWithApp(<TeamPage />, { notifier, route: '/staff/team' });
}

const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));
const sent = (method: string) => fake.requests.filter((request) => request.method === method);
const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('Team page (admins)', { timeout: 20_000 }, () => {
  it('lists the team: name, mobile, role, status and students assigned', async () => {
    renderTeam();
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const cells = (await rowOf('Ravi Counsellor')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['+91 90000 00003', 'Counsellor', 'Disabled', '30']);
    expect((await rowOf('Meera Counsellor')).getByText('Active')).toBeInTheDocument();
    expect(document.title).toBe('Team | Staff console');
  });

  it('gives each other member the role, access and session buttons (none to a disabled one), and the own row none', async () => {
    renderTeam();
    const names = async (name: string) =>
      (await rowOf(name)).queryAllByRole('button').map((button) => button.textContent);
    expect(await names('Anita Admin')).toEqual([]);
    expect((await rowOf('Anita Admin')).getByText('(you)')).toBeInTheDocument();
    expect(await names('Meera Counsellor')).toEqual(['Make admin', 'Disable', 'End sessions']);
    expect(await names('Ravi Counsellor')).toEqual(['Make admin', 'Re-enable']);
  });

  it('makes a counsellor an admin once on a double click, toasts and reads the team again', async () => {
    const answer = deferred();
    renderTeam({
      'PATCH /api/staff/accounts/2': async () => {
        await answer.promise;
        return { status: 200, data: accountOf(2, { name: 'Meera Counsellor', role: 'ADMIN' }) };
      },
    });
    await userEvent.dblClick((await rowOf('Meera Counsellor')).getByRole('button', { name: 'Make admin' }));
    answer.resolve();
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Meera Counsellor is now an admin.'));
    expect(sent('PATCH').map((request) => request.data)).toEqual([{ role: 'ADMIN' }]);
    await waitFor(() =>
      expect(fake.requests.filter((request) => request.url === '/api/staff/accounts')).toHaveLength(2),
    );
  });

  it('asks before disabling a member with no students: Keep active sends nothing, Yes, disable sends isDisabled', async () => {
    renderTeam({
      'GET /api/staff/accounts': {
        status: 200,
        data: TEAM.map((account) => (account.id === 2 ? { ...account, assignedStudentCount: 0 } : account)),
      },
      'PATCH /api/staff/accounts/2': {
        status: 200,
        data: accountOf(2, { name: 'Meera Counsellor', isDisabled: true }),
      },
    });
    const disable = (await rowOf('Meera Counsellor')).getByRole('button', { name: 'Disable' });
    await userEvent.click(disable);
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable Meera Counsellor?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep active' }));
    expect(sent('PATCH')).toEqual([]);
    await userEvent.click(disable);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable Meera Counsellor?' })).getByRole('button', {
        name: 'Yes, disable',
      }),
    );
    await waitFor(() => expect(sent('PATCH').map((request) => request.data)).toEqual([{ isDisabled: true }]));
    expect(notifier.success).toHaveBeenCalledWith('Meera Counsellor is disabled and signed out.');
  });

  it('re-enables without asking', async () => {
    renderTeam({
      'PATCH /api/staff/accounts/3': { status: 200, data: accountOf(3, { name: 'Ravi Counsellor' }) },
    });
    await userEvent.click((await rowOf('Ravi Counsellor')).getByRole('button', { name: 'Re-enable' }));
    await waitFor(() =>
      expect(sent('PATCH').map((request) => request.data)).toEqual([{ isDisabled: false }]),
    );
  });

  it('shows the server refusal in the row (409: the last admin)', async () => {
    renderTeam({
      'GET /api/staff/accounts': {
        status: 200,
        data: [...TEAM, accountOf(4, { name: 'Other Admin', role: 'ADMIN' })],
      },
      'PATCH /api/staff/accounts/4': {
        status: 409,
        data: apiErrorBody('CONFLICT', STAFF_ACCOUNT_MESSAGES.lastAdmin),
      },
    });
    const row = await rowOf('Other Admin');
    await userEvent.click(row.getByRole('button', { name: 'Make counsellor' }));
    expect(await row.findByRole('alert')).toHaveTextContent(STAFF_ACCOUNT_MESSAGES.lastAdmin);
  });
});

describe('Team page: Add staff member', { timeout: 20_000 }, () => {
  const form = () => within(screen.getByRole('form', { name: 'Add staff member' }));
  const fill = async (mobile: string, name: string, role = 'Counsellor') => {
    if (mobile) await userEvent.type(form().getByRole('textbox', { name: /Mobile number/ }), mobile);
    if (name) await userEvent.type(form().getByRole('textbox', { name: /Name/ }), name);
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Role' }), role);
  };

  it.each([
    ['', 'Priya', AUTH_MESSAGES.invalidMobileNumber],
    ['12345', 'Priya', AUTH_MESSAGES.invalidMobileNumber],
    ['9876543210', '', STAFF_ACCOUNT_MESSAGES.nameRequired],
  ])(
    'refuses mobile %j and name %j with the contract message, sending nothing',
    async (mobile, name, message) => {
      renderTeam();
      await screen.findByRole('form', { name: 'Add staff member' });
      await fill(mobile, name);
      await userEvent.click(form().getByRole('button', { name: 'Add staff member' }));
      expect(await form().findByText(message)).toBeInTheDocument();
      expect(sent('POST')).toEqual([]);
    },
  );

  it('adds a member once on a double click, toasts and empties the form', async () => {
    const answer = deferred();
    renderTeam({
      'POST /api/staff/accounts': async () => {
        await answer.promise;
        return { status: 201, data: accountOf(5, { name: 'Priya Sen', role: 'ADMIN' }) };
      },
    });
    await screen.findByRole('form', { name: 'Add staff member' });
    await fill('9876543210', ' Priya Sen ', 'Admin');
    await userEvent.dblClick(form().getByRole('button', { name: 'Add staff member' }));
    answer.resolve();
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Staff member added.'));
    expect(sent('POST').map((request) => request.data)).toEqual([
      { mobileNumber: '9876543210', name: 'Priya Sen', role: 'ADMIN' },
    ]);
    expect(form().getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });

  it('shows a taken mobile (409) at the mobile field', async () => {
    renderTeam({
      'POST /api/staff/accounts': {
        status: 409,
        data: apiErrorBody('CONFLICT', STAFF_ACCOUNT_MESSAGES.mobileTakenByStudent),
      },
    });
    await screen.findByRole('form', { name: 'Add staff member' });
    await fill('9876543210', 'Priya Sen');
    await userEvent.click(form().getByRole('button', { name: 'Add staff member' }));
    expect(await form().findByText(STAFF_ACCOUNT_MESSAGES.mobileTakenByStudent)).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: /Mobile number/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Team page: counsellors', { timeout: 20_000 }, () => {
  it('tells a counsellor only admins manage the team, and asks nothing more', async () => {
    renderTeam({}, { ...ADMIN_ME, role: 'COUNSELLOR' });
    expect(await screen.findByText('Only admins can manage the team.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(fake.requests.map((request) => request.url)).toEqual(['/api/staff/me']);
  });

  it('says the same when the API refuses the list (403: demoted meanwhile)', async () => {
    renderTeam({
      'GET /api/staff/accounts': {
        status: 403,
        data: apiErrorBody('FORBIDDEN', STAFF_ACCOUNT_MESSAGES.adminOnly),
      },
    });
    expect(await screen.findByText('Only admins can manage the team.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
