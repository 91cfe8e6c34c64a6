import { AUDIT_ACTIONS, auditActionLabel, type TStaffAuditEntry } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeRequest } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { AuditPage } from './audit-page.tsx';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

const members = [
  { id: 1, name: 'Anil Admin', role: 'ADMIN', isDisabled: false },
  { id: 2, name: 'Priya Nair', role: 'COUNSELLOR', isDisabled: false },
  { id: 4, name: 'Old Timer', role: 'COUNSELLOR', isDisabled: true },
];

const entry = (id: number, overrides: Partial<TStaffAuditEntry> = {}): TStaffAuditEntry => ({
  id,
  actor: { id: 2, role: 'COUNSELLOR', name: 'Priya Nair' },
  student: { id: 7, name: 'Asha Rao', referenceId: 'REF-000007' },
  action: 'PAYMENT_RECORDED',
  entityType: 'PAYMENT',
  entityId: 5,
  before: { totalPaid: 0, isPaid: false },
  after: { amount: 4956, totalPaid: 4956, isPaid: true },
  createdAt: '2026-11-25T09:00:00.000Z',
  ...overrides,
});

/** The page over a fake API whose audit answers `pages` (by page number) with 20 entries a page. */
function renderAuditPage(route = '/staff/audit', pages: TStaffAuditEntry[][] = [[entry(1)]]) {
  localStorage.setItem('token', 't');
  const fake = installFakeApi({
    'GET /api/staff/members': { status: 200, data: members },
    'GET /api/staff/audit': (request: TFakeRequest) => {
      const { pageNumber } = request.params as { pageNumber: number };
      const content = pages[pageNumber - 1] ?? [];
      const total = pages.reduce((sum, page) => sum + page.length, 0);
      return {
        status: 200,
        data: { content, page: pageNumber, size: 20, totalElements: total, totalPages: pages.length },
      };
    },
  });
  restore = fake.restore;
  const user = userEvent.setup({ delay: null });
  renderWithApp(<AuditPage />, { route });
  const auditParams = () =>
    fake.requests.filter((request) => request.url === '/api/staff/audit').map((r) => r.params);
  return { fake, user, auditParams };
}

/** What the list of entries says (the Action select holds the same words). */
const entriesText = async () =>
  (await screen.findByRole('list', { name: 'Audit entries, newest first' })).textContent ?? '';

describe('Audit page', { timeout: 20_000 }, () => {
  it('lists every staff change with whom it was about: a student link, or whose staff account', async () => {
    renderAuditPage('/staff/audit', [
      [
        entry(2, {
          actor: { id: 1, role: 'ADMIN', name: 'Anil Admin' },
          student: null,
          staffAccount: { id: 4, name: 'Old Timer', role: 'COUNSELLOR' },
          action: 'STAFF_ACCOUNT_DISABLED',
          entityType: 'STAFF_ACCOUNT',
          before: { isDisabled: false },
          after: { isDisabled: true },
        }),
        entry(1),
      ],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Audit | Staff console'));
    const list = await screen.findByRole('list', { name: 'Audit entries, newest first' });
    const [first, second] = Array.from(list.children).map((item) => within(item as HTMLElement));
    expect(first?.getByText('Staff account disabled')).toBeInTheDocument();
    expect(first?.getByText('Disabled changed from no to yes')).toBeInTheDocument();
    expect(first?.getByText('Staff account: Old Timer (Counsellor)')).toBeInTheDocument();
    expect(second?.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/staff/students/7');
    expect(second?.getByText('Amount: ₹4,956')).toBeInTheDocument();
    expect(screen.getByText('Changes 1–2 of 2')).toBeInTheDocument();
  });

  it('offers every staff member and every action by its words', async () => {
    renderAuditPage();
    const staff = await screen.findByRole('combobox', { name: 'Staff member' });
    await waitFor(() =>
      expect(
        within(staff)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All staff', 'Anil Admin', 'Priya Nair', 'Old Timer (disabled)']),
    );
    const actions = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option');
    expect(actions[0]?.textContent).toBe('All actions');
    expect(
      actions
        .slice(1)
        .map((option) => option.getAttribute('value'))
        .sort(),
    ).toEqual([...AUDIT_ACTIONS].sort());
    expect(actions.slice(1).map((option) => option.textContent)).toContain(
      auditActionLabel('STUDENT_ASSIGNED'),
    );
  });

  it('filters by staff member and action, keeps them in the address, and starts at page 1', async () => {
    const page = renderAuditPage('/staff/audit?page=2', [[entry(1)], [entry(2)]]);
    await screen.findByText('Changes 21–21 of 2');
    await page.user.selectOptions(
      await screen.findByRole('combobox', { name: 'Staff member' }),
      'Priya Nair',
    );
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Payment recorded');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/staff/audit?actor=2&action=PAYMENT_RECORDED',
      ),
    );
    await waitFor(() =>
      expect(page.auditParams().at(-1)).toEqual({
        pageSize: 20,
        actorId: 2,
        action: 'PAYMENT_RECORDED',
        pageNumber: 1,
      }),
    );
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Staff member' }), 'All staff');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/staff/audit?action=PAYMENT_RECORDED'),
    );
  });

  it('reads its filters from the address (a reload or a shared link)', async () => {
    const page = renderAuditPage('/staff/audit?actor=1&action=STUDENT_ASSIGNED');
    expect(await screen.findByRole('combobox', { name: 'Action' })).toHaveValue('STUDENT_ASSIGNED');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Staff member' })).toHaveValue('1'));
    expect(page.auditParams()[0]).toEqual({
      pageSize: 20,
      actorId: 1,
      action: 'STUDENT_ASSIGNED',
      pageNumber: 1,
    });
  });

  it('pages with Previous and Next, the page in the address', async () => {
    const page = renderAuditPage('/staff/audit', [[entry(1)], [entry(2, { action: 'STAFF_NOTE_ADDED' })]]);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await entriesText()).toContain('Note added'));
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/audit?page=2');
    await page.user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(async () => expect(await entriesText()).toContain('Payment recorded'));
    expect(screen.getByTestId('location').textContent).toBe('/staff/audit');
  });

  it('says when nothing matches, and offers Try again when the audit cannot be read', async () => {
    const page = renderAuditPage('/staff/audit', [[]]);
    expect(await screen.findByText('No changes match.')).toBeInTheDocument();
    restore();
    let failures = 1;
    const fake = installFakeApi({
      'GET /api/staff/members': { status: 200, data: members },
      'GET /api/staff/audit': () =>
        failures-- > 0
          ? { status: 403, data: {} }
          : {
              status: 200,
              data: { content: [entry(1)], page: 1, size: 20, totalElements: 1, totalPages: 1 },
            },
    });
    restore = fake.restore;
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Note added');
    expect(await screen.findByText('The audit could not be loaded.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await entriesText()).toContain('Payment recorded'));
  });
});
