import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffPageTitleOf } from './components/staff-page-title.ts';
import { STAFF_PATHS } from './lib/staff-paths.ts';
import { STAFF_SCREENS } from './staff-screens.ts';

const ADDRESSES = [
  STAFF_PATHS.queue,
  STAFF_PATHS.students,
  STAFF_PATHS.student(41),
  STAFF_PATHS.applications,
  STAFF_PATHS.team,
  STAFF_PATHS.audit,
  STAFF_PATHS.notificationQueue,
  STAFF_PATHS.notificationSettings,
  STAFF_PATHS.contactCard,
  STAFF_PATHS.receipt(9),
  STAFF_PATHS.notifications,
  STAFF_PATHS.notification('6f1c2a7e-0000-4000-8000-000000000001'),
];

describe('the staff console pages table (staff-screens.ts)', () => {
  it('has one page for each console address, and one address for each page', () => {
    for (const address of ADDRESSES) {
      const pages = STAFF_SCREENS.filter((screen) => matchPath(screen.path, address));
      expect(pages, address).toHaveLength(1);
    }
    expect(STAFF_SCREENS).toHaveLength(ADDRESSES.length);
  });

  it.each([
    ['/staff', 'Work queue'],
    ['/staff/', 'Work queue'],
    ['/staff/students', 'Students'],
    ['/staff/students/41', 'Student'],
    ['/staff/students/41/more', 'Student'],
    ['/staff/applications', 'Applications'],
    ['/staff/team', 'Team'],
    ['/staff/audit', 'Audit'],
    ['/staff/notification-delivery', 'Notification delivery'],
    ['/staff/notification-settings', 'Notification settings'],
    ['/staff/contact-card', 'My contact card'],
    ['/staff/no-such-page', 'Work queue'],
  ])("gives the frame %s's title: %s", (address, title) => {
    expect(staffPageTitleOf(address)).toBe(title);
  });
});
