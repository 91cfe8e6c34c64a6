import { STAFF_ACCOUNT_MESSAGES, type TQueueHealth, type TStaffMe } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, type installFakeApi } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { signedInFakeApi, type TFakeRoute } from '../../../../test/signed-in-fake-api.ts';
import { NotificationQueuePage } from './notification-queue-page.tsx';

const ADMIN_ME: TStaffMe = { id: 1, name: 'Anita Admin', mobileNumber: '9000000001', role: 'ADMIN' };
const JOB_ID = '5f1c6a3e-0b7e-4c1e-9d57-3a1f2b6c8d90';
const counts = (name: string, overrides: Partial<TQueueHealth['queues'][number]> = {}) => ({
  name,
  waiting: 0,
  scheduled: 0,
  active: 0,
  retrying: 0,
  failed: 0,
  failedLastDay: 0,
  completedLastDay: 0,
  ...overrides,
});
const HEALTHY: TQueueHealth = {
  queues: [
    counts('notification-deliver', { completedLastDay: 12 }),
    counts('session-reminder', { scheduled: 3 }),
  ],
  failures: [],
  channels: { email: 'SMTP', texts: 'WEBHOOK' },
  checkedAt: '2026-11-29T06:30:00.000Z',
};
const FAILING: TQueueHealth = {
  ...HEALTHY,
  queues: [
    counts('notification-deliver', { failed: 2, failedLastDay: 1, waiting: 4 }),
    counts('session-reminder'),
  ],
  failures: [
    {
      jobId: JOB_ID,
      queue: 'notification-deliver',
      summary: 'Document rejected',
      channels: ['EMAIL', 'SMS'],
      error: 'EMAIL: 535 Authentication failed; SMS: gateway answered 500',
      attempts: 7,
      failedAt: '2026-11-29T05:00:00.000Z',
    },
  ],
  channels: { email: 'LOG', texts: 'WEBHOOK' },
};

let fake: ReturnType<typeof installFakeApi>;
const { notifier, install } = signedInFakeApi();

function renderPage(routes: Record<string, TFakeRoute> = {}, me: TStaffMe = ADMIN_ME) {
  fake = install({
    'GET /api/staff/me': { status: 200, data: me },
    'GET /api/staff/notification-queue': { status: 200, data: HEALTHY },
    ...routes,
  });
  return renderWithApp(<NotificationQueuePage />, { notifier, route: '/staff/notification-delivery' });
}

const reads = () => fake.requests.filter((request) => request.url.endsWith('/notification-queue')).length;

describe('Notification delivery page (admins)', { timeout: 20_000 }, () => {
  it('says a healthy queue is healthy: counts per queue, senders, no failures', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notification delivery' })).toBeInTheDocument();
    expect(await screen.findByText('Healthy: no failures in the last 24 hours.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Jobs per queue' });
    const row = within(table).getByRole('row', { name: /Session reminders/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '3', '0', '0', '0', '0', '0']);
    expect(screen.getByText('SMTP server')).toBeInTheDocument();
    expect(screen.getByText('Gateway webhook')).toBeInTheDocument();
    expect(screen.getByText('No failures')).toBeInTheDocument();
    expect(document.title).toBe('Notification delivery | Staff console');
  });

  it('lists failures with what, channel, error and attempts, and warns of an email sender that is off', async () => {
    renderPage({ 'GET /api/staff/notification-queue': { status: 200, data: FAILING } });
    expect(await screen.findByText('1 notification failed in the last 24 hours.')).toBeInTheDocument();
    expect(screen.getByText('1 older failure can still be retried.')).toBeInTheDocument();
    expect(screen.getByText('Server log only: nothing is sent (set SMTP_URL)')).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Last failures' })).getByRole('row', {
      name: /Document rejected/,
    });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 4)).toEqual([
      'Email, SMS',
      'EMAIL: 535 Authentication failed; SMS: gateway answered 500',
      '7',
    ]);
    expect(cells[0]).toContain('29 Nov 2026');
  });

  it('retries a failure after asking, toasts, and reads the page again', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/staff/notification-queue': { status: 200, data: FAILING },
      [`POST /api/staff/notification-queue/jobs/${JOB_ID}/retry`]: {
        status: 200,
        data: { jobId: JOB_ID, queue: 'notification-deliver' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry "Document rejected"?' });
    const before = reads();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, retry' }));
    await waitFor(() =>
      expect(notifier.success).toHaveBeenCalledWith('Queued again: it will be sent in a moment.'),
    );
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('shows a refused retry in its row (409: not failed any more), not as a toast', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/staff/notification-queue': { status: 200, data: FAILING },
      [`POST /api/staff/notification-queue/jobs/${JOB_ID}/retry`]: {
        status: 409,
        data: apiErrorBody('CONFLICT', 'Only a failed job can be retried'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a failed job can be retried');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('does nothing when the admin keeps it (Not now)', async () => {
    const user = userEvent.setup();
    renderPage({ 'GET /api/staff/notification-queue': { status: 200, data: FAILING } });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('reads again on Refresh', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No failures');
    const before = reads();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('shows a skeleton with a status while loading, and an error with Try again', async () => {
    let fail = true;
    renderPage({
      'GET /api/staff/notification-queue': () =>
        fail
          ? { status: 500, data: apiErrorBody('INTERNAL_SERVER_ERROR', 'boom') }
          : { status: 200, data: HEALTHY },
    });
    expect(screen.getByText('Loading notification delivery')).toBeInTheDocument();
    // A 5xx is asked again twice before the page shows it.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByText('Notification delivery could not be loaded.')).toBeInTheDocument();
    fail = false;
    retry.click();
    expect(await screen.findByText('No failures')).toBeInTheDocument();
  });

  it('tells a counsellor that only admins see it, without asking the server', async () => {
    renderPage({}, { ...ADMIN_ME, role: 'COUNSELLOR' });
    expect(await screen.findByText('Only admins can see notification delivery.')).toBeInTheDocument();
    expect(reads()).toBe(0);
  });

  it('tells an admin demoted meanwhile (403) the same', async () => {
    renderPage({
      'GET /api/staff/notification-queue': {
        status: 403,
        data: apiErrorBody('FORBIDDEN', STAFF_ACCOUNT_MESSAGES.adminOnly),
      },
    });
    expect(await screen.findByText('Only admins can see notification delivery.')).toBeInTheDocument();
  });

  it('has no serious axe violations, with failures', async () => {
    const { container } = renderPage({ 'GET /api/staff/notification-queue': { status: 200, data: FAILING } });
    await screen.findByText('Document rejected');
    const axe = (await import('axe-core')).default;
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
