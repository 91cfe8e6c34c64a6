import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../../test/axe.ts';
import { notificationOf, pageOf } from '../../../../test/notifications.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { signedInFakeApi } from '../../../../test/signed-in-fake-api.ts';
import { StaffNotificationsPage } from './staff-notifications-page.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const { install } = signedInFakeApi();

describe('the console notification centre (/staff/notifications)', () => {
  it("leads each notification to the student's page at its section, and to the staff settings", async () => {
    install({
      'GET /api/notifications/unread-count': { status: 200, data: { unread: 1 } },
      'GET /api/notifications': {
        status: 200,
        data: pageOf([
          notificationOf({
            kind: 'STAFF_DOCUMENT_UPLOADED',
            topic: 'STAFF_WORK',
            title: 'Asha Rao uploaded an SSC marksheet',
            body: 'It is waiting for your review.',
            target: { screen: 'STAFF_STUDENT', studentId: 4, section: 'documents' },
          }),
        ]),
      },
    });
    const { container } = renderWithApp(<StaffNotificationsPage />, { route: '/staff/notifications' });
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/staff/students/4#documents',
    );
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/staff/notification-settings',
    );
    expect(await seriousViolationsOf(container)).toEqual([]);
  });
});
