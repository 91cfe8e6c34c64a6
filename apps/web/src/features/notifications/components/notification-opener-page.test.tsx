import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../test/axe.ts';
import { apiErrorBody } from '../../../test/fake-api.ts';
import { notificationOf } from '../../../test/notifications.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { signedInFakeApi } from '../../../test/signed-in-fake-api.ts';
import { NotificationOpenerPage } from './notification-opener-page.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const { id } = notificationOf();
const ONE = `GET /api/notifications/${id}`;
const READ = `POST /api/notifications/${id}/read`;
const { install } = signedInFakeApi();
const render = () =>
  renderWithApp(
    <Routes>
      <Route path="/notifications/:notificationId" element={<NotificationOpenerPage />} />
      <Route path="*" element={<p>Arrived</p>} />
    </Routes>,
    { route: `/notifications/${id}` },
  );

describe('/notifications/{id} (what an email links to)', () => {
  it('opens the notification, marks it read and replaces the address with its place', async () => {
    const fake = install({
      [ONE]: { status: 200, data: notificationOf() },
      [READ]: { status: 200, data: notificationOf({ readAt: new Date().toISOString() }) },
    });
    render();
    expect(screen.getByText('Opening your notification')).toBeInTheDocument();
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile?document=SSC');
    await vi.waitFor(() => expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toContain(READ));
  });

  it('does not mark again one already read', async () => {
    const fake = install({
      [ONE]: { status: 200, data: notificationOf({ readAt: new Date().toISOString() }) },
    });
    render();
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says plainly when it is not there (or not this account’s), with the way to the centre', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    install({ [ONE]: { status: 404, data: apiErrorBody('NOT_FOUND', 'Notification not found') } });
    const { container } = render();
    expect(await screen.findByRole('heading', { name: 'Notification not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('offers Try again when it could not be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fails = true;
    install({
      [ONE]: () =>
        fails
          ? { status: 503, data: {} }
          : { status: 200, data: notificationOf({ readAt: new Date().toISOString() }) },
    });
    render();
    expect(
      await screen.findByRole('heading', { name: 'Could not open this notification' }),
    ).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });
});
