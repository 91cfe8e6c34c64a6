import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '../../../components/notifications/notification-bell.tsx';
import { useUnreadCount } from '../../../lib/api/get-unread-count.ts';
import { seriousViolationsOf } from '../../../test/axe.ts';
import { installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { notificationOf, notificationsOf, pageOf } from '../../../test/notifications.ts';
import { renderWithApp } from '../../../test/render.tsx';
import StudentBellMenu from './student-bell-menu.tsx';

// The bell as the student header composes it. The menu is a lazy chunk in the app; here it is imported, but Mantine's popover still takes a moment.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const COUNT = 'GET /api/notifications/unread-count';
let fake: ReturnType<typeof installFakeApi>;
let visibility: DocumentVisibilityState = 'visible';

const install = (routes: Record<string, TFakeReply | (() => TFakeReply)>) => {
  fake = installFakeApi(routes);
  return fake;
};
const countRequests = () =>
  fake.requests.filter((request) => request.url === '/api/notifications/unread-count');
const Bell = () => <NotificationBell useUnreadCount={useUnreadCount} BellMenu={StudentBellMenu} />;
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

beforeEach(() => {
  localStorage.setItem('token', 't');
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  fake?.restore();
  vi.useRealTimers();
});

describe('the notification bell (student header and console frame)', () => {
  it('shows no badge at 0 and says so in its name', async () => {
    install({ [COUNT]: { status: 200, data: { unread: 0 } } });
    renderWithApp(<Bell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, none unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell.querySelector('.notification-bell__badge')).toBeNull();
  });

  it.each([
    [3, 'Notifications, 3 unread', '3'],
    [99, 'Notifications, 99 unread', '99'],
    [150, 'Notifications, 150 unread', '99+'],
  ])('with %i unread: named "%s", the badge reads %s', async (unread, name, badge) => {
    install({ [COUNT]: { status: 200, data: { unread } } });
    renderWithApp(<Bell />);
    const bell = await screen.findByRole('button', { name });
    expect(bell.querySelector('.notification-bell__badge')).toHaveTextContent(badge);
  });

  it('asks for the count every 15 s while the tab is visible, never while hidden, and at once on return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    install({ [COUNT]: () => ({ status: 200, data: { unread } }) });
    renderWithApp(<Bell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(countRequests()).toHaveLength(1);

    unread = 2;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(countRequests()).toHaveLength(2);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(countRequests()).toHaveLength(2);

    unread = 4;
    act(() => setVisibility('visible'));
    await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(countRequests()).toHaveLength(3);
  });

  it('opens the newest few; following one marks it read, goes to its place and reads the count again', async () => {
    let unread = 2;
    const latest = [
      notificationOf({ title: 'Your SSC marksheet was rejected' }),
      notificationOf({
        id: '6f1c2a7e-0000-4000-8000-000000000002',
        title: 'Payment recorded',
        body: '₹4,956 received.',
        target: { screen: 'PAYMENTS' },
        readAt: new Date().toISOString(),
      }),
    ];
    install({
      [COUNT]: () => ({ status: 200, data: { unread } }),
      'GET /api/notifications': { status: 200, data: pageOf(latest, 1, 2, 5) },
      [`POST /api/notifications/${latest[0]?.id}/read`]: () => {
        unread = 1;
        return { status: 200, data: { ...latest[0], readAt: new Date().toISOString() } };
      },
    });
    const { container } = renderWithApp(<Bell />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Your SSC marksheet was rejected'),
      expect.stringContaining('Payment recorded'),
      'See all notifications',
    ]);
    expect(items[0]).toHaveTextContent('Unread:');
    expect(items[0]).toHaveTextContent('5 min ago');
    expect(items[1]).not.toHaveTextContent('Unread:');
    expect(items[0]).toHaveAttribute('href', '/profile?document=SSC');
    expect(items[2]).toHaveAttribute('href', '/notifications');
    const list = fake.requests.find((request) => request.url === '/api/notifications');
    expect(list?.params).toEqual({ pageNumber: 1, pageSize: 5 });
    expect(await seriousViolationsOf(container)).toEqual([]);

    await userEvent.click(items[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile?document=SSC');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(fake.requests.some((request) => request.method === 'POST')).toBe(true);
  });

  it('says when the newest cannot be read, with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fails = true;
    install({
      [COUNT]: { status: 200, data: { unread: 1 } },
      'GET /api/notifications': () =>
        fails ? { status: 400, data: {} } : { status: 200, data: pageOf(notificationsOf(1), 1, 1, 5) },
    });
    renderWithApp(<Bell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your notifications.');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Notification 1/ })).toBeInTheDocument());
  });

  it('says there is nothing yet', async () => {
    install({
      [COUNT]: { status: 200, data: { unread: 0 } },
      'GET /api/notifications': { status: 200, data: pageOf([], 1, 0, 5) },
    });
    renderWithApp(<Bell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('shows in its open menu what a risen count announces, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let latest = [] as ReturnType<typeof notificationsOf>;
    install({
      [COUNT]: () => ({ status: 200, data: { unread: latest.length } }),
      'GET /api/notifications': () => ({ status: 200, data: pageOf(latest, 1, latest.length, 5) }),
    });
    renderWithApp(<Bell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();

    latest = notificationsOf(1);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: /Notification 1/ })).toBeInTheDocument(),
    );
  });
});
