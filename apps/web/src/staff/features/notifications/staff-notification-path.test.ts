import { describe, expect, it } from 'vitest';
import { staffPathOf } from './staff-notification-path.ts';

describe('staffPathOf (where a notification leads in the console)', () => {
  it.each([
    [{ screen: 'STAFF_STUDENT', studentId: 4 }, '/staff/students/4'],
    [{ screen: 'STAFF_STUDENT', studentId: 4, section: 'documents' }, '/staff/students/4#documents'],
    [{ screen: 'STAFF_STUDENT', studentId: 4, section: 'sessions' }, '/staff/students/4#counselling'],
    [{ screen: 'STAFF_STUDENT', studentId: 4, section: 'journey' }, '/staff/students/4#applications'],
    [{ screen: 'PAYMENTS' }, '/staff/notifications'],
  ] as const)('%o → %s', (target, path) => {
    expect(staffPathOf(target)).toBe(path);
  });
});
