import {
  DEFAULT_QUIET_HOURS,
  DEFAULT_STAFF_CHANNELS,
  NOTIFICATION_PREFERENCE_MESSAGES as MESSAGES,
  NOTIFICATION_TOPIC_LABELS,
  type TNotificationPreferences,
} from '@portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../../test/axe.ts';
import { installFakeApi } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { StaffNotificationSettingsPage } from './notification-settings-page.tsx';

const STAFF: TNotificationPreferences = {
  topics: [{ topic: 'STAFF_WORK', channels: { ...DEFAULT_STAFF_CHANNELS.STAFF_WORK }, required: [] }],
  quietHours: { ...DEFAULT_QUIET_HOURS },
  email: { address: 'priya@agency.example', pendingAddress: null },
  mobileNumberMasked: '97******42',
};

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => {
  fake?.restore();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('notification settings (staff)', { timeout: 30_000 }, () => {
  it("shows the staff member's own topic and saves it", async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    fake = installFakeApi({
      'GET /api/notifications/preferences': { status: 200, data: STAFF },
      'PUT /api/notifications/preferences': (request) => {
        saved.push(request.data);
        return { status: 200, data: STAFF };
      },
    });
    const { container } = renderWithApp(<StaffNotificationSettingsPage />, {
      route: '/staff/notification-settings',
    });
    const sms = await screen.findByRole('checkbox', {
      name: `SMS for ${NOTIFICATION_TOPIC_LABELS.STAFF_WORK}`,
    });
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText('Emails go to priya@agency.example (verified).')).toBeInTheDocument();
    expect(screen.getByText(/97\*\*\*\*\*\*42\. An admin can change it/)).toBeInTheDocument();
    expect(await seriousViolationsOf(container)).toEqual([]);
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        topics: [{ topic: 'STAFF_WORK', channels: { EMAIL: true, SMS: true, WHATSAPP: false } }],
        quietHours: DEFAULT_QUIET_HOURS,
      },
    ]);
  });
});
