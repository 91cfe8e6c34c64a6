import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../test/axe.ts';
import { notificationOf, notificationsOf, pageOf, paramsOf } from '../../../test/notifications.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { signedInFakeApi } from '../../../test/signed-in-fake-api.ts';
import { NotificationCentrePage } from './notification-centre-page.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const LIST = 'GET /api/notifications';
const COUNT = 'GET /api/notifications/unread-count';
const { notifier, install } = signedInFakeApi();
const render = (route = '/notifications') => renderWithApp(<NotificationCentrePage />, { route, notifier });
const listRequests = (fake: ReturnType<typeof install>) =>
  fake.requests.filter((request) => request.url === '/api/notifications');

describe('the notification centre (/notifications)', () => {
  it('lists the newest first, each a link to its place, and links to the settings', async () => {
    const read = notificationOf({
      id: '6f1c2a7e-0000-4000-8000-000000000009',
      title: 'Counselling booked',
      target: { screen: 'COUNSELLING' },
      readAt: new Date().toISOString(),
    });
    install({
      [COUNT]: { status: 200, data: { unread: 1 } },
      [LIST]: { status: 200, data: pageOf([notificationOf(), read]) },
    });
    const { container } = render();
    expect(screen.getByRole('status', { name: 'Loading your notifications' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/profile?document=SSC',
    );
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/select-topic');
    expect(
      within(items[0] as HTMLElement).getByRole('button', {
        name: 'Mark "Your SSC marksheet was rejected" as read',
      }),
    ).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications/settings',
    );
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('shows the unread ones only when asked, in the address', async () => {
    const fake = install({
      [COUNT]: { status: 200, data: { unread: 1 } },
      [LIST]: (request) => ({
        status: 200,
        data: pageOf(paramsOf(request).unreadOnly === 'true' ? [notificationOf()] : notificationsOf(3)),
      }),
    });
    render();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications?filter=unread');
    expect(paramsOf(listRequests(fake).at(-1))).toEqual({ pageNumber: 1, pageSize: 20, unreadOnly: 'true' });
  });

  it('loads the next page with Load more', async () => {
    const fake = install({
      [COUNT]: { status: 200, data: { unread: 25 } },
      [LIST]: (request) =>
        paramsOf(request).pageNumber === 1
          ? { status: 200, data: pageOf(notificationsOf(20), 1, 25) }
          : { status: 200, data: pageOf(notificationsOf(5, 21), 2, 25) },
    });
    render();
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(paramsOf(listRequests(fake).at(-1))).toEqual({ pageNumber: 2, pageSize: 20 });
  });

  it('marks one read, then reads the list and the count again', async () => {
    let readAt: string | null = null;
    const fake = install({
      [COUNT]: () => ({ status: 200, data: { unread: readAt ? 0 : 1 } }),
      [LIST]: () => ({ status: 200, data: pageOf([notificationOf({ readAt })]) }),
      [`POST /api/notifications/${notificationOf().id}/read`]: () => {
        readAt = new Date().toISOString();
        return { status: 200, data: notificationOf({ readAt }) };
      },
      'POST /api/notifications/read-all': { status: 200, data: { unread: 0 } },
    });
    render();
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(await screen.findByRole('button', { name: /^Mark ".*" as read$/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mark ".*" as read$/ })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(fake.requests.filter((request) => request.url === '/api/notifications').length).toBeGreaterThan(1);
  });

  it('marks all read with one press and says so', async () => {
    let unread = 2;
    const fake = install({
      [COUNT]: () => ({ status: 200, data: { unread } }),
      [LIST]: { status: 200, data: pageOf(notificationsOf(2)) },
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return { status: 200, data: { unread: 0 } };
      },
    });
    render();
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('All notifications marked as read'));
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it('says there is nothing yet', async () => {
    install({ [COUNT]: { status: 200, data: { unread: 0 } }, [LIST]: { status: 200, data: pageOf([]) } });
    const { container } = render();
    expect(await screen.findByText('No notifications yet. We will tell you here when something changes.'));
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('says when the list cannot be read, and Try again reads it', async () => {
    let fails = true;
    install({
      [COUNT]: { status: 200, data: { unread: 0 } },
      [LIST]: () => (fails ? { status: 400, data: {} } : { status: 200, data: pageOf(notificationsOf(1)) }),
    });
    const { container } = render();
    expect(await screen.findByText('Could not load your notifications')).toBeInTheDocument();
    expect(await seriousViolationsOf(container)).toEqual([]);
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });
});
